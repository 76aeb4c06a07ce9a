import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxDb } from '@/lib/outbox/outbox-db';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { browserGlobals } from './analytics.test-helpers';
import { setAnalyticsOptOut } from './consent';
import { queueEvent } from './queue-event';
import { track } from './track';

const queuedAnalytics = () => outboxDb().items.where('kind').equals('analytics').toArray();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await outboxDb().items.clear();
});

describe('queueEvent', () => {
  it.each([
    ['the visitor allows statistics', 'the event', {}, false, 1],
    ['the visitor objected on /privacy', 'nothing', {}, true, 0],
    ['the browser sends Global Privacy Control', 'nothing', { globalPrivacyControl: true }, false, 0],
    ['the browser sends Do Not Track', 'nothing', { doNotTrack: '1' }, false, 0],
    ['the browser has Do Not Track off', 'the event', { doNotTrack: '0' }, false, 1],
    ['the admin is signed in in this browser', 'nothing', {}, false, 0, 'admin'],
    ['a member is signed in in this browser', 'the event', {}, false, 1, 'member'],
  ])('when %s, queues %s', async (_case, _result, signals, objected, expected, role?: string) => {
    browserGlobals(signals);
    if (objected) localStorage.setItem(STORAGE_KEYS.analyticsOptOut, 'true');
    if (role)
      localStorage.setItem(
        STORAGE_KEYS.pocketBaseAuth,
        JSON.stringify({ token: 't', record: { id: 'u1', role } }),
      );
    await queueEvent({ id: 'event1', event_type: 'page_view' });
    expect(await queuedAnalytics()).toHaveLength(expected);
  });
});

describe('opting out', () => {
  it('forgets events recorded but not yet in the outbox, and those already there', async () => {
    const { runIdle } = browserGlobals();
    await queueEvent({ id: 'queued-before', event_type: 'page_view' });
    track('scroll_depth', { scroll_percentage: 25 });
    track('scroll_depth', { scroll_percentage: 50 });

    await setAnalyticsOptOut(true);
    runIdle();
    track('page_exit');
    runIdle();

    // Objecting is undone and one more event recorded: it alone must arrive.
    await setAnalyticsOptOut(false);
    track('time_on_page');
    runIdle();
    await vi.waitFor(async () => expect(await queuedAnalytics()).toHaveLength(1));
    expect((await queuedAnalytics())[0]!.body.event_type).toBe('time_on_page');
  });
});
