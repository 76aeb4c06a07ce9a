import type { OutboxDb, OutboxItem, RefusedItem } from './outbox-db';

/** Keeps a refused message with its text. Runs inside the flush's transaction. */
export async function keepRefused(
  db: OutboxDb,
  item: OutboxItem & { kind: RefusedItem['kind'] },
  refusal: { message: string; fields: Record<string, string> },
  now: number,
): Promise<void> {
  await db.refused.put({
    id: item.id,
    kind: item.kind,
    path: item.path,
    body: item.body,
    message: refusal.message,
    fields: refusal.fields,
    at: now,
    announcedAt: 0,
  });
}

/**
 * The refused messages nobody has told the visitor about yet, marked as told
 * in the same transaction, so each is announced once across tabs. Messages
 * a form is still waiting for (`awaited`) are left to that form to tell.
 */
export async function takeUnannounced(
  db: OutboxDb,
  now = Date.now(),
  awaited: ReadonlySet<string> = new Set(),
): Promise<RefusedItem[]> {
  return db.transaction('rw', db.refused, async () => {
    const fresh = await db.refused
      .filter((item) => item.announcedAt === 0 && !awaited.has(item.id))
      .sortBy('at');
    await db.refused.bulkUpdate(fresh.map((item) => ({ key: item.id, changes: { announcedAt: now } })));
    return fresh;
  });
}

/** The refused messages waiting for the visitor to act on them, oldest first. */
export function listRefused(db: OutboxDb): Promise<RefusedItem[]> {
  return db.refused.orderBy('at').toArray();
}

/** Hands a refused message back to the visitor and forgets it. */
export async function takeRefused(db: OutboxDb, id: string): Promise<RefusedItem | undefined> {
  return db.transaction('rw', db.refused, async () => {
    const item = await db.refused.get(id);
    if (item) await db.refused.delete(id);
    return item;
  });
}
