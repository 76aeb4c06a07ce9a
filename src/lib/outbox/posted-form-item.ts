import { readBooking } from '@/definitions/booking';
import { readEnquiry } from '@/definitions/enquiry';
import { readSubscription } from '@/definitions/newsletter';
import { FORM_TRAPS } from '@/definitions/form-traps';
import { COLLECTIONS } from '@/lib/pocketbase/collections';
import { newRecordId } from '@/lib/record-id';
import type { NewItem } from './enqueue';

export type PostedKind = Extract<NewItem['kind'], 'enquiry' | 'subscription' | 'booking'>;

/** Each kind of site form's record, built by its one definition, and where it is created. */
const POSTED = {
  enquiry: { read: readEnquiry, path: COLLECTIONS.enquiries.recordsPath },
  subscription: { read: readSubscription, path: COLLECTIONS.newsletterSubscriptions.recordsPath },
  booking: { read: readBooking, path: COLLECTIONS.bookings.recordsPath },
} as const;

/**
 * What a kind sends besides its record: a booking is marked as sent through
 * the outbox, so a time taken before it arrives is mailed to the visitor too,
 * with the move link's token when the visitor came to move a call.
 */
function extrasOf(kind: PostedKind, fields: Record<string, string>): Record<string, unknown> {
  if (kind !== 'booking') return {};
  const move = fields.move?.trim();
  return { queued: true, ...(move ? { move } : {}) };
}

/**
 * A site form's data as the outbox item the app would have queued for it:
 * the record its definition builds (cleaned, without empty fields or a
 * service that is none), the form's traps for the server's checks, and a
 * record id of its own, so that however often it is delivered, it is
 * stored once. An enquiry records `page`, the page it was sent from.
 */
export function postedFormItem(kind: PostedKind, data: FormData, page: string): NewItem {
  const fields: Record<string, string> = {};
  for (const [name, value] of data) if (typeof value === 'string') fields[name] = value;
  if (kind === 'enquiry') fields.source_page = page;
  const honeypot = fields[FORM_TRAPS.honeypot]?.trim();
  const id = newRecordId();
  const body = {
    id,
    ...POSTED[kind].read(fields).record,
    ...extrasOf(kind, fields),
    ...(honeypot ? { [FORM_TRAPS.honeypot]: honeypot } : {}),
    [FORM_TRAPS.fillTime]: Number(fields[FORM_TRAPS.fillTime] ?? 0) || 0,
  };
  return { id, kind, path: POSTED[kind].path, body };
}
