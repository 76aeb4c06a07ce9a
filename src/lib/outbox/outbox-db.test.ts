import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, expect, it } from 'vitest';
import { createOutboxDb } from './outbox-db';

const name = `outbox-upgrade-${Math.random().toString(36).slice(2)}`;
afterEach(async () => {
  await Dexie.delete(name);
});

it('an outbox from before the upgrade keeps its items, numbered in the order they were queued', async () => {
  const old = new Dexie(name);
  old.version(1).stores({ items: 'id, kind, queuedAt, nextAttemptAt', rejections: 'id, at' });
  const item = { kind: 'analytics', path: '/p', body: {}, attempts: 0, nextAttemptAt: 0, leaseUntil: 0 };
  await old.table('items').bulkPut([
    { ...item, id: 'b', queuedAt: 2 },
    { ...item, id: 'a', queuedAt: 3 },
    { ...item, id: 'c', queuedAt: 1 },
  ]);
  await old.table('rejections').put({ id: 'x', at: 1 });
  old.close();

  const db = createOutboxDb(name);
  const upgraded = await db.items.orderBy('seq').toArray();
  expect(upgraded.map((queued) => [queued.id, queued.seq])).toEqual([
    ['c', 1],
    ['b', 2],
    ['a', 3],
  ]);
  expect(db.tables.map((table) => table.name).sort()).toEqual(['items', 'refused']);
  db.close();
});
