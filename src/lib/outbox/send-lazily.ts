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
  return outbox ? outbox.sendNow(item) : { status: 'failed', reason: 'offline' };
}
