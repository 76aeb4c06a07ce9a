import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxDb, RefusedItem } from './outbox-db';
import { testOutbox } from './outbox.test-helpers';
import { listRefused, takeRefused, takeUnannounced } from './refused';

let db: OutboxDb;
beforeEach(() => {
  db = testOutbox();
});
afterEach(async () => {
  await db.delete();
});

const refused = (id: string, at: number, announcedAt = 0): RefusedItem => ({
  id,
  kind: 'enquiry',
  path: '/api/collections/enquiries/records',
  body: { id, message: `Text of ${id}` },
  message: 'Failed to create record.',
  fields: {},
  at,
  announcedAt,
});

describe('refused messages', () => {
  it('are announced once each, oldest first, and kept for the visitor to take back', async () => {
    await db.refused.bulkPut([refused('r2', 20), refused('r1', 10), refused('told', 5, 7)]);
    const first = await takeUnannounced(db, 100);
    expect(first.map((item) => item.id)).toEqual(['r1', 'r2']);
    expect(await takeUnannounced(db, 200)).toEqual([]);
    expect(await db.refused.count()).toBe(3);
    expect((await db.refused.get('r1'))?.announcedAt).toBe(100);
  });

  it('are handed back once, with their text', async () => {
    await db.refused.put(refused('r1', 10));
    expect((await takeRefused(db, 'r1'))?.body).toEqual({ id: 'r1', message: 'Text of r1' });
    expect(await takeRefused(db, 'r1')).toBeUndefined();
  });

  it('leave a message a form is waiting for to that form', async () => {
    await db.refused.bulkPut([refused('awaited', 10), refused('other', 20)]);
    expect((await takeUnannounced(db, 100, new Set(['awaited']))).map((item) => item.id)).toEqual(['other']);
    expect((await db.refused.get('awaited'))?.announcedAt).toBe(0);
  });

  it('wait, told or not, until the visitor takes them back or discards them', async () => {
    await db.refused.bulkPut([refused('later', 20, 0), refused('told-long-ago', 10, 1)]);
    expect((await listRefused(db)).map((item) => item.id)).toEqual(['told-long-ago', 'later']);
    await takeRefused(db, 'told-long-ago');
    expect((await listRefused(db)).map((item) => item.id)).toEqual(['later']);
  });
});
