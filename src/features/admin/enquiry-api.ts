import type PocketBase from 'pocketbase';
import { COLLECTIONS } from '@/lib/pocketbase/collections';
import { toEnquiry, type Enquiry, type EnquiryChanges, type Filing, type InboxPage } from './enquiry';
import { inboxFilter, type InboxQuery } from './inbox/inbox-filter';
import { isNoConnection, queueChange } from './queued-changes';

export type { InboxPage } from './enquiry';

const COLLECTION = COLLECTIONS.enquiries.name;

/** How many unread enquiries the bell lists; the badge counts them all. */
export const UNREAD_LISTED = 50;

/** Some enquiries, and how many match in all. */
export interface SomeEnquiries {
  items: Enquiry[];
  total: number;
}

export type UnreadEnquiries = SomeEnquiries;

/** The newest unread enquiries and how many are unread in all. */
export async function fetchUnread(pb: PocketBase): Promise<UnreadEnquiries> {
  const page = await pb.collection(COLLECTION).getList(1, UNREAD_LISTED, {
    filter: 'read_at = ""',
    sort: '-created,-id',
  });
  return { items: page.items.map(toEnquiry), total: page.totalItems };
}

/**
 * Changes an enquiry's fields: at once, or, when no connection answers,
 * queued in the outbox for when it is back and shown as made meanwhile
 * (./queued-changes.ts). A refusal by the server throws.
 */
async function update(pb: PocketBase, enquiry: Enquiry, changes: EnquiryChanges): Promise<Enquiry> {
  try {
    return toEnquiry(await pb.collection(COLLECTION).update(enquiry.id, changes));
  } catch (error) {
    if (!isNoConnection(error)) throw error;
    return queueChange(enquiry, changes);
  }
}

export async function markRead(pb: PocketBase, enquiry: Enquiry): Promise<Enquiry> {
  return update(pb, enquiry, { read_at: new Date().toISOString() });
}

/**
 * Marks every unread enquiry up to `newest` (the newest one the admin has
 * seen) as read, in one request (pb_hooks/enquiries.pb.js).
 */
export async function markAllRead(pb: PocketBase, newest: string): Promise<void> {
  await pb.send('/api/enquiries/mark-all-read', { method: 'POST', body: { before: newest } });
}

/**
 * Files an enquiry as archived or spam, or returns it to the inbox (''). Filing
 * one reads it, as handling does; restoreFiling undoes it.
 */
export async function fileEnquiry(pb: PocketBase, enquiry: Enquiry, filed: Filing): Promise<Enquiry> {
  const changes = { filed, ...(filed && !enquiry.readAt ? { read_at: new Date().toISOString() } : {}) };
  return update(pb, enquiry, changes);
}

/** Puts an enquiry back where it was filed and as read as it was, undoing fileEnquiry. */
export async function restoreFiling(pb: PocketBase, before: Enquiry): Promise<Enquiry> {
  return update(pb, before, { filed: before.filed, read_at: before.readAt });
}

/** Keeps the admin's private note on an enquiry (empty removes it). */
export async function saveNote(pb: PocketBase, enquiry: Enquiry, note: string): Promise<Enquiry> {
  return update(pb, enquiry, { note });
}

/**
 * Marks an enquiry handled, or not. Handling one reads it: it leaves the
 * bell and its count. Marked not handled again, it stays read.
 */
export async function setHandled(pb: PocketBase, enquiry: Enquiry, handled: boolean): Promise<Enquiry> {
  const now = new Date().toISOString();
  const changes = handled
    ? { handled_at: now, ...(enquiry.readAt ? {} : { read_at: now }) }
    : { handled_at: '' };
  return update(pb, enquiry, changes);
}

/** One page of the enquiries a query asks for, newest first. */
export async function fetchInboxPage(pb: PocketBase, query: InboxQuery): Promise<InboxPage> {
  const filter = inboxFilter(pb, query);
  const result = await pb.collection(COLLECTION).getList(query.page, query.perPage, {
    sort: '-created,-id',
    ...(filter ? { filter } : {}),
  });
  return {
    items: result.items.map(toEnquiry),
    page: result.page,
    totalPages: result.totalPages,
    totalItems: result.totalItems,
  };
}

/** Every enquiry a query asks for, whatever its page, newest first: for the CSV. */
export async function fetchAllMatching(pb: PocketBase, query: InboxQuery): Promise<Enquiry[]> {
  const filter = inboxFilter(pb, query);
  const records = await pb.collection(COLLECTION).getFullList({
    sort: '-created,-id',
    batch: 500,
    ...(filter ? { filter } : {}),
  });
  return records.map(toEnquiry);
}

/** How many of a sender's other enquiries an opened enquiry lists. */
export const SENDER_LISTED = 10;

/** The sender's other enquiries (the same e-mail), newest first, and how many there are in all. */
export async function fetchFromSender(
  pb: PocketBase,
  enquiry: Pick<Enquiry, 'id' | 'email'>,
): Promise<SomeEnquiries> {
  const page = await pb.collection(COLLECTION).getList(1, SENDER_LISTED, {
    filter: pb.filter('email = {:email} && id != {:id}', { email: enquiry.email, id: enquiry.id }),
    sort: '-created,-id',
  });
  return { items: page.items.map(toEnquiry), total: page.totalItems };
}
