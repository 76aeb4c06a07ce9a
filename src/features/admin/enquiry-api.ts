import type PocketBase from 'pocketbase';
import { toEnquiry, type Enquiry } from './enquiry';

const COLLECTION = 'enquiries';

/** How many unread enquiries the bell lists; the badge counts them all. */
export const UNREAD_LISTED = 50;

export interface UnreadEnquiries {
  items: Enquiry[];
  total: number;
}

/** The newest unread enquiries and how many are unread in all. */
export async function fetchUnread(pb: PocketBase): Promise<UnreadEnquiries> {
  const page = await pb.collection(COLLECTION).getList(1, UNREAD_LISTED, {
    filter: 'read_at = ""',
    sort: '-created,-id',
  });
  return { items: page.items.map(toEnquiry), total: page.totalItems };
}

export async function markRead(pb: PocketBase, id: string): Promise<Enquiry> {
  return toEnquiry(await pb.collection(COLLECTION).update(id, { read_at: new Date().toISOString() }));
}

/**
 * Marks every unread enquiry up to `newest` (the newest one the admin has
 * seen) as read, in one request (pb_hooks/enquiries.pb.js).
 */
export async function markAllRead(pb: PocketBase, newest: string): Promise<void> {
  await pb.send('/api/enquiries/mark-all-read', { method: 'POST', body: { before: newest } });
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
  return toEnquiry(await pb.collection(COLLECTION).update(enquiry.id, changes));
}

export interface InboxQuery {
  page: number;
  perPage: number;
  /** Matched against name, e-mail and message; empty for every enquiry. */
  search: string;
  /** One enquiry alone, by id. */
  enquiry?: string;
}

export interface InboxPage {
  items: Enquiry[];
  page: number;
  totalPages: number;
  totalItems: number;
}

/** One page of every enquiry, newest first, optionally searched; or one enquiry alone. */
export async function fetchInboxPage(pb: PocketBase, query: InboxQuery): Promise<InboxPage> {
  const search = query.search.trim();
  // pb.filter quotes the text, so a search can never change the filter itself.
  const filter = query.enquiry
    ? pb.filter('id = {:id}', { id: query.enquiry })
    : search
      ? pb.filter('name ~ {:q} || email ~ {:q} || message ~ {:q}', { q: search })
      : '';
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
