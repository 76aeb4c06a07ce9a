import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxDb, RefusedItem } from './outbox-db';
import { testOutbox } from './outbox.test-helpers';
import { pruneAnnouncedRefusals, REFUSED_KEPT_MS, takeRefused, takeUnannounced } from './refused';

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

  it('are forgotten only long after the visitor was told', async () => {
    const now = REFUSED_KEPT_MS + 1_000;
    await db.refused.bulkPut([
      refused('never-told', 0),
      refused('told-long-ago', 0, 999),
      refused('told-lately', 0, 1_001),
    ]);
    await pruneAnnouncedRefusals(db, now);
    expect((await db.refused.toArray()).map((item) => item.id).sort()).toEqual(['never-told', 'told-lately']);
  });
});
