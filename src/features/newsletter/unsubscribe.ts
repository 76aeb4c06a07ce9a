import type { Outcome } from '@/lib/outbox/outcome';
import { sendLazily } from '@/lib/outbox/send-lazily';
import { newRecordId } from '@/lib/record-id';

/** Where pb_hooks/newsletter.pb.js takes a signed unsubscribe token. */
export const UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';

/**
 * Unsubscribes the address a mail's signed link was made for, through the
 * outbox, so a visitor offline is unsubscribed once the connection is back.
 * The server echoes the item's id, so a repeated delivery counts as done; it
 * refuses a link that is not genuine or has been altered.
 */
export function unsubscribeWithToken(token: string): Promise<Outcome> {
  const id = newRecordId();
  return sendLazily({ id, kind: 'unsubscription', path: UNSUBSCRIBE_PATH, body: { id, token } });
}
