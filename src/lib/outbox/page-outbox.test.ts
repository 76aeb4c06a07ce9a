import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/lib/memory-storage.test-helpers';
import { enqueue } from './enqueue';
import { outboxDb, type RefusedItem } from './outbox-db';
import {
  clearOutboxMark,
  outboxHasRefused,
  outboxHasWork,
  readOutboxMark,
  setOutboxMark,
} from './work-marks';
import { created } from './outbox.test-helpers';
import { flushFromPage, startOutboxDelivery } from './page-outbox';

const ENQUIRIES = '/api/collections/enquiries/records';

/** The page's globals in Node: storage, the window and document delivery listens to, and the server. */
function pageGlobals(visibilityState: DocumentVisibilityState) {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState }));
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init: RequestInit) =>
      created((JSON.parse(String(init.body)) as { id: string }).id),
    ),
  );
}

const untoldRefusal: RefusedItem = {
  id: 'r1',
  kind: 'enquiry',
  path: ENQUIRIES,
  body: { id: 'r1' },
  message: 'Failed to create record.',
  fields: { email: 'Must be a valid email address.' },
  at: 1,
  announcedAt: 0,
};

let stop: () => void = () => {};
afterEach(async () => {
  stop();
  vi.unstubAllGlobals();
  await Promise.all([outboxDb().items.clear(), outboxDb().refused.clear()]);
});

describe("a page's delivery and the outbox's mark", () => {
  beforeEach(() => pageGlobals('visible'));

  it('once it has delivered all that waited, clears the mark, so later pages load no outbox', async () => {
    await enqueue(outboxDb(), { id: 'e1', kind: 'enquiry', path: ENQUIRIES, body: { id: 'e1' } });
    stop = startOutboxDelivery(() => {});
    await flushFromPage();
    expect(await outboxDb().items.count()).toBe(0);
    expect(await outboxHasWork()).toBe(false);
  });

  it('tells of a refusal the worker kept, and marks it as kept once it is no longer work', async () => {
    // As the worker leaves it: refused, untold, under the mark set when the item was queued,
    // where an earlier page had found no refused message.
    clearOutboxMark('refused', readOutboxMark('refused'));
    setOutboxMark('work');
    await outboxDb().refused.put(untoldRefusal);
    const told = vi.fn();
    stop = startOutboxDelivery(told);
    await flushFromPage();
    expect(told).toHaveBeenCalledWith([expect.objectContaining({ id: 'r1' })]);
    expect(await outboxHasWork()).toBe(false);
    expect(await outboxHasRefused()).toBe(true);
  });
});

describe('in a hidden tab', () => {
  beforeEach(() => pageGlobals('hidden'));

  it('keeps the mark while a refusal waits for a tab the visitor looks at', async () => {
    setOutboxMark('work');
    await outboxDb().refused.put(untoldRefusal);
    const told = vi.fn();
    stop = startOutboxDelivery(told);
    await flushFromPage();
    expect(told).not.toHaveBeenCalled();
    expect(await outboxHasWork()).toBe(true);
  });
});
