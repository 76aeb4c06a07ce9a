import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { outboxDb } from '@/lib/outbox/outbox-db';
import { ANALYTICS_FIELDS } from '@/definitions/records';
import { browserGlobals } from './analytics.test-helpers';
import type { track as trackOnce } from './track';

// The page's listeners are the module's, added once for the page it first runs in: each test is a
// fresh page, so it gets the module afresh, whatever ran before it in this worker.
let track: typeof trackOnce;
beforeEach(async () => {
  vi.resetModules();
  ({ track } = await import('./track'));
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await outboxDb().items.clear();
});

it('an event whose send is still on its way when the page is left goes again, and into the outbox', async () => {
  const { runIdle } = browserGlobals();
  vi.stubGlobal('navigator', { userAgent: 'test', onLine: true });
  // The send started at idle time never finishes: the page is left while it is on its way.
  const fetch = vi.fn((_path: string, _init?: RequestInit) => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetch);

  track('file_download', { file_name: 'local-seo-checklist' });
  runIdle();
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  window.dispatchEvent(new Event('pagehide'));

  const onUnload = fetch.mock.calls.slice(1);
  expect(onUnload).toHaveLength(1);
  expect(onUnload[0]![1]).toMatchObject({ keepalive: true });
  expect(JSON.parse(String(onUnload[0]![1]!.body))).toMatchObject({ event_type: 'file_download' });
  await vi.waitFor(async () =>
    expect((await outboxDb().items.toArray()).map((item) => item.body.event_type)).toEqual(['file_download']),
  );
});

it("cuts a page's address to the longest the page_url field takes", async () => {
  const { runIdle } = browserGlobals();
  Object.assign(window.location, { href: `http://127.0.0.1/${'a'.repeat(3000)}` });
  vi.stubGlobal('navigator', { userAgent: 'test', onLine: true });
  const fetch = vi.fn((_path: string, _init?: RequestInit) => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetch);

  track('page_view');
  runIdle();
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  expect(String(fetch.mock.calls[0]![1]!.body)).toContain(
    `"page_url":"http://127.0.0.1/${'a'.repeat(ANALYTICS_FIELDS.sent.page_url.max - 17)}"`,
  );
});
