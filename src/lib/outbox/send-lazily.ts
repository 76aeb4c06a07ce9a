import type { NewItem } from './enqueue';
import type { Outcome } from './outcome';
import { expectSentLater } from './offline-notice';

/**
 * sendNow, with the outbox's code (and Dexie) loaded on first use rather than
 * with the page. Never throws: if that code cannot load (offline before it
 * was cached), nothing was kept and the form hears so.
 */
export async function sendLazily(item: NewItem): Promise<Outcome> {
  const outbox = await import('./send-now').catch((error: unknown) => {
    console.error('Could not load the outbox', error);
  });
  if (!outbox) return { kind: 'unkept', reason: 'no-outbox' };
  const outcome = await outbox.sendNow(item);
  // Told "saved, sent automatically": the offline notice says so once it goes.
  if (outcome.kind === 'retry' && item.kind === 'enquiry') expectSentLater(item.id);
  return outcome;
}
