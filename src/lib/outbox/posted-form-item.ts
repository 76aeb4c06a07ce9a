import { findServiceCard } from '@/content/service-cards';
import { COLLECTIONS } from '@/lib/pocketbase/collections';
import { FORM_TRAPS, type SentField } from '@/lib/pocketbase/record-fields';
import { newRecordId } from '@/lib/record-id';
import type { NewItem } from './enqueue';

export type PostedKind = Extract<NewItem['kind'], 'enquiry' | 'subscription'>;

/**
 * The fields each kind of site form posts that its record takes; the
 * honeypot and fill time go with them for the server's checks. They are
 * the record's own field names, so a form's data needs no mapping.
 */
const POSTED_FIELDS: {
  enquiry: readonly SentField<'enquiries'>[];
  subscription: readonly SentField<'newsletter_subscriptions'>[];
} = {
  enquiry: ['name', 'email', 'message', 'service', 'topic', 'package'],
  subscription: ['email', 'full_name', 'source'],
};
const TRAPS = [FORM_TRAPS.honeypot, FORM_TRAPS.fillTime];

const PATHS: Record<PostedKind, string> = {
  enquiry: COLLECTIONS.enquiries.recordsPath,
  subscription: COLLECTIONS.newsletterSubscriptions.recordsPath,
};

/**
 * A site form's data as the outbox item the app would have queued for it:
 * trimmed, without empty fields or a service that is none ('Not sure yet'),
 * and a record id of its own, so that however often it is delivered, it is
 * stored once. An enquiry records `page`, the page it was sent from.
 */
export function postedFormItem(kind: PostedKind, data: FormData, page: string): NewItem {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const body: Record<string, unknown> = {};
  for (const name of [...POSTED_FIELDS[kind], ...TRAPS]) {
    const value = text(name);
    if (value !== '') body[name] = value;
  }
  if (typeof body.service === 'string' && !findServiceCard(body.service)) delete body.service;
  body[FORM_TRAPS.fillTime] = Number(body[FORM_TRAPS.fillTime] ?? 0) || 0;
  if (kind === 'enquiry') body.source_page = page;
  const id = newRecordId();
  return { id, kind, path: PATHS[kind], body: { id, ...body } };
}
