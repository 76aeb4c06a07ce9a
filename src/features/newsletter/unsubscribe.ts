import { sendLazily } from '@/lib/outbox/send-lazily';
import { newRecordId } from '@/lib/record-id';

/** unsubscribed: done. queued: kept on this device until the server can be reached. invalid: the link is not genuine or has been altered. failed: neither done nor kept. */
export type UnsubscribeResult = 'unsubscribed' | 'queued' | 'invalid' | 'failed';

/** Where pb_hooks/newsletter.pb.js takes a signed unsubscribe token. */
export const UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';

/**
 * Unsubscribes the address a mail's signed link was made for, through the
 * outbox, so a visitor offline is unsubscribed once the connection is back.
 * The server echoes the item's id, so a repeated delivery counts as done.
 */
export async function unsubscribeWithToken(token: string): Promise<UnsubscribeResult> {
  const id = newRecordId();
  const outcome = await sendLazily({
    id,
    kind: 'unsubscription',
    path: UNSUBSCRIBE_PATH,
    body: { id, token },
  });
  switch (outcome.status) {
    case 'delivered':
      return 'unsubscribed';
    case 'queued':
      return 'queued';
    case 'rejected':
      return 'invalid';
    case 'failed':
      return 'failed';
  }
}
