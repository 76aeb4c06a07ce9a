import 'fake-indexeddb/auto';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Fetcher } from '@/lib/outbox/deliver';
import { enqueue, type NewItem } from '@/lib/outbox/enqueue';
import { flushOutbox } from '@/lib/outbox/flush';
import { createOutboxDb, type OutboxDb } from '@/lib/outbox/outbox-db';
import { COLLECTIONS } from '@/lib/pocketbase/collections';
import { newRecordId } from '@/lib/record-id';
import { api, type Api } from '../support/api';
import { A_PERSONS_FILL_TIME } from '../support/public-records';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * A save that fails on the server while a switch file is in the data folder,
 * as a locked database or a full disk would: PocketBase answers 400 with an
 * empty `data`, like a refusal that names no field. Another switch makes
 * the save take 3 s, as a server that hangs would.
 */
const FAULT_HOOK = `
onRecordCreate((e) => {
  try {
    $os.stat($filepath.join(e.app.dataDir(), 'enquiries-hang'));
    sleep(3000);
  } catch (_) {}
  try {
    $os.stat($filepath.join(e.app.dataDir(), 'enquiries-fail'));
  } catch (_) {
    return e.next();
  }
  throw new Error('The disk is full (played by a test).');
}, 'enquiries');
`;

let server: TestServer;
let client: Api;
let superuser: string;
let db: OutboxDb;
const faultSwitch = () => join(server.dataDir, 'enquiries-fail');
const fetcher: Fetcher = (path, init) => fetch(`${server.url}${path}`, init);

beforeAll(async () => {
  server = await startTestServer({ extraHooks: { 'fault.pb.js': FAULT_HOOK } });
  client = api(server.url);
  superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});
beforeEach(() => {
  db = createOutboxDb(`outbox-${newRecordId()}`);
});
afterEach(async () => {
  await rm(faultSwitch(), { force: true });
  await db.delete();
});

function enquiry(path: string = COLLECTIONS.enquiries.recordsPath): NewItem {
  const id = newRecordId();
  return {
    id,
    kind: 'enquiry',
    path,
    body: { id, name: 'Ada', email: 'ada@example.com', message: `Fault test ${id}`, ...A_PERSONS_FILL_TIME },
  };
}

async function stored(id: string): Promise<number> {
  const response = await client.get<{ totalItems: number }>(
    `/api/collections/enquiries/records?perPage=1&filter=${encodeURIComponent(`id="${id}"`)}`,
    superuser,
  );
  return response.body.totalItems;
}

describe('a server fault is not a refusal', () => {
  it('an enquiry that meets a failing save stays queued, backs off, and arrives once the server recovers', async () => {
    await writeFile(faultSwitch(), '');
    const item = enquiry();
    const direct = await client.post(item.path, item.body);
    expect(direct).toEqual({ status: 400, body: expect.objectContaining({ data: {} }) });

    await enqueue(db, item);
    const tell = vi.fn();
    const failed = await flushOutbox({ db, fetcher, awaited: { id: item.id, tell } });
    expect(failed).toMatchObject({ refused: 0, retrying: 1 });
    expect(tell).toHaveBeenCalledExactlyOnceWith({ kind: 'retry', status: 400 });
    expect(await db.items.get(item.id)).toMatchObject({ attempts: 1 });
    expect(failed.nextAttemptAt).toBeGreaterThan(Date.now());
    expect(await db.refused.count()).toBe(0);

    await rm(faultSwitch());
    const recovered = await flushOutbox({ db, fetcher, ignoreBackoff: true });
    expect(recovered).toMatchObject({ delivered: 1, refused: 0 });
    expect(await db.items.count()).toBe(0);
    expect(await stored(item.id)).toBe(1);
  });

  it.each([
    ['a collection missing during a deploy (404)', '/api/collections/enquiries_next/records'],
    ['a collection closed to visitors (403)', '/api/collections/_superusers/records'],
  ])('%s is retried, not refused', async (_case, path) => {
    const item = enquiry(path);
    await enqueue(db, item);
    const report = await flushOutbox({ db, fetcher, awaited: { id: item.id, tell: () => {} } });
    expect(report).toMatchObject({ refused: 0, retrying: 1 });
    expect(await db.items.get(item.id)).toBeDefined();
    expect(await db.refused.count()).toBe(0);
  });

  it('a refusal naming a field is still a refusal', async () => {
    const item = enquiry();
    item.body.email = 'not-an-address';
    await enqueue(db, item);
    const tell = vi.fn();
    const report = await flushOutbox({ db, fetcher, awaited: { id: item.id, tell } });
    expect(report).toMatchObject({ refused: 1, retrying: 0 });
    expect(tell).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'refused',
        fields: expect.objectContaining({ email: expect.any(String) }),
      }),
    );
    expect(await db.items.count()).toBe(0);
  });
});

describe('a request that hangs', () => {
  it('is given up as an outage, so the flush ends and the item is delivered once later', async () => {
    await writeFile(join(server.dataDir, 'enquiries-hang'), '');
    const item = enquiry();
    await enqueue(db, item);
    const started = Date.now();
    const hung = await flushOutbox({ db, fetcher, requestTimeoutMs: 500 });
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(hung).toMatchObject({ delivered: 0, refused: 0, retrying: 1 });

    await rm(join(server.dataDir, 'enquiries-hang'));
    await expect
      .poll(async () => (await flushOutbox({ db, fetcher, ignoreBackoff: true })).nextAttemptAt, {
        timeout: 10_000,
      })
      .toBeNull();
    expect(await stored(item.id)).toBe(1);
  });
});
