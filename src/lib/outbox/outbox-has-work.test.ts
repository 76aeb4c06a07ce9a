import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { newRecordId } from '@/lib/record-id';
import { createOutboxDb, type OutboxDb } from './outbox-db';
import { outboxHasRefused, outboxHasWork } from './outbox-has-work';

const opened: OutboxDb[] = [];

function outbox(name: string): OutboxDb {
  const db = createOutboxDb(name);
  opened.push(db);
  return db;
}

const databaseNames = async () => (await indexedDB.databases()).map((database) => database.name);

afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.delete()));
});

describe('outboxHasWork', () => {
  it('says no where no outbox was ever made, and makes none', async () => {
    const name = `outbox-${newRecordId()}`;
    expect(await outboxHasWork(name)).toBe(false);
    expect(await databaseNames()).not.toContain(name);
  });

  it('says no for an outbox with nothing in it', async () => {
    const name = `outbox-${newRecordId()}`;
    await outbox(name).open();
    expect(await outboxHasWork(name)).toBe(false);
  });

  it('says yes while an item waits to be delivered', async () => {
    const name = `outbox-${newRecordId()}`;
    const db = outbox(name);
    await db.items.put({
      id: 'e1',
      kind: 'enquiry',
      path: '/api/collections/enquiries/records',
      body: {},
      queuedAt: 1,
      seq: 1,
      attempts: 0,
      nextAttemptAt: 1,
      leaseUntil: 0,
    });
    expect(await outboxHasWork(name)).toBe(true);
  });

  const refusal = (announcedAt: number) => ({
    id: 'e1',
    kind: 'enquiry' as const,
    path: '/api/collections/enquiries/records',
    body: {},
    message: 'Refused.',
    fields: {},
    at: 1,
    announcedAt,
  });

  it('says yes while a refused message waits to be told', async () => {
    const name = `outbox-${newRecordId()}`;
    await outbox(name).refused.put(refusal(0));
    expect(await outboxHasWork(name)).toBe(true);
    expect(await outboxHasRefused(name)).toBe(true);
  });

  it('says no once the refusal was told, though it is kept for the visitor to act on', async () => {
    const name = `outbox-${newRecordId()}`;
    await outbox(name).refused.put(refusal(5));
    expect(await outboxHasWork(name)).toBe(false);
    expect(await outboxHasRefused(name)).toBe(true);
  });
});
