import type { OutboxDb } from './outbox-db';
import { clearOutboxMark, readOutboxMark } from './outbox-mark';

/**
 * Clears the marks of what the outbox no longer holds: work once nothing
 * waits to be delivered or told, refused once no refused message is kept.
 * Each mark is read before the count: a write committed after the count is
 * marked after it too, so its mark has changed and is kept.
 */
export async function clearOutboxMarks(db: OutboxDb): Promise<void> {
  const seen = { work: readOutboxMark('work'), refused: readOutboxMark('refused') };
  const held = await db.transaction('r', db.items, db.refused, async () => ({
    items: await db.items.count(),
    untold: await db.refused.filter((item) => item.announcedAt === 0).count(),
    refused: await db.refused.count(),
  }));
  if (held.items === 0 && held.untold === 0) clearOutboxMark('work', seen.work);
  if (held.refused === 0) clearOutboxMark('refused', seen.refused);
}
