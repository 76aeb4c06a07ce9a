import { proxy } from 'valtio';
import type { Enquiry } from './enquiry';
import type { UnreadEnquiries } from './enquiry-api';
import { withArrived, withRead, type UnreadState } from './unread-enquiries';

/** live: new enquiries arrive as they are sent; connecting: (re)connecting; offline: waiting for the network. */
export type Connection = 'connecting' | 'live' | 'offline';

/** The bell's state: the newest unread enquiries, the unread count and the connection, kept by live-enquiries.ts. */
export const unreadEnquiries = proxy<UnreadState & { connection: Connection; changes: number }>({
  items: [],
  count: 0,
  connection: 'connecting',
  changes: 0,
});

/**
 * Counts each change to the enquiries the live subscription hears of (one
 * arrived, was read or handled, here or in another tab, or was found on
 * catching up), so an open list can show it in place.
 */
export function noteEnquiriesChanged(): void {
  unreadEnquiries.changes += 1;
}

export function setConnection(connection: Connection): void {
  unreadEnquiries.connection = connection;
}

function set(next: UnreadState): void {
  unreadEnquiries.items = next.items;
  unreadEnquiries.count = next.count;
}

const current = (): UnreadState => ({ items: [...unreadEnquiries.items], count: unreadEnquiries.count });

/** Adds a new enquiry; false when it was already there. */
export function addUnread(enquiry: Enquiry): boolean {
  const before = current();
  const next = withArrived(before, enquiry);
  set(next);
  return next !== before;
}

export function removeUnread(id: string): void {
  set(withRead(current(), id));
}

/** What the server says is unread, replacing what this page had. */
export function replaceUnread(unread: UnreadEnquiries): void {
  set({ items: unread.items, count: unread.total });
}

export function clearUnread(): void {
  set({ items: [], count: 0 });
}

/** Back to the state before the first connection (the admin signed out). */
export function resetUnread(): void {
  clearUnread();
  setConnection('connecting');
}
