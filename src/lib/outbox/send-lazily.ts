import { expectSentLater } from './sent-later';
import type { NewItem } from './enqueue';
import type { SendOutcome } from './send-now';

/**
 * sendNow, with the outbox's code (and Dexie) loaded on first use rather than
 * with the page. Never throws: if that code cannot load (offline before it
 * was cached), nothing was kept and the form hears 'failed'.
 */
export async function sendLazily(item: NewItem): Promise<SendOutcome> {
  const outbox = await import('./send-now').catch((error: unknown) => {
    console.error('Could not load the outbox', error);
  });
  if (!outbox) return { status: 'failed', reason: 'offline' };
  const outcome = await outbox.sendNow(item);
  if (outcome.status === 'queued' && item.kind === 'enquiry') expectSentLater(item.id);
  return outcome;
}
