import type { OutboxDb, OutboxItem, RefusedItem } from './outbox-db';

/** After the visitor was told, a refused message is kept this long for them to get it back. */
export const REFUSED_KEPT_MS = 30 * 24 * 60 * 60_000;

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
 * in the same transaction, so each is announced once across tabs.
 */
export async function takeUnannounced(db: OutboxDb, now = Date.now()): Promise<RefusedItem[]> {
  return db.transaction('rw', db.refused, async () => {
    const fresh = await db.refused.filter((item) => item.announcedAt === 0).sortBy('at');
    await db.refused.bulkUpdate(fresh.map((item) => ({ key: item.id, changes: { announcedAt: now } })));
    return fresh;
  });
}

/** Hands a refused message back to the visitor and forgets it. */
export async function takeRefused(db: OutboxDb, id: string): Promise<RefusedItem | undefined> {
  return db.transaction('rw', db.refused, async () => {
    const item = await db.refused.get(id);
    if (item) await db.refused.delete(id);
    return item;
  });
}

/** Forgets refused messages the visitor was told about long ago and never took back. */
export async function pruneAnnouncedRefusals(db: OutboxDb, now: number): Promise<void> {
  await db.refused
    .filter((item) => item.announcedAt > 0 && item.announcedAt < now - REFUSED_KEPT_MS)
    .delete();
}
