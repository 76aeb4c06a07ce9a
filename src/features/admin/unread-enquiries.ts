import { newestFirst, type Enquiry } from './enquiry';
import { UNREAD_LISTED } from './enquiry-api';

/** The bell's list of unread enquiries (the newest few) and how many are unread in all. */
export interface UnreadState {
  items: Enquiry[];
  count: number;
}

/** The badge shows 99+ above 99. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** A new enquiry: first in the list and one more unread; no change when it is already listed or read. */
export function withArrived(state: UnreadState, enquiry: Enquiry): UnreadState {
  if (enquiry.readAt || state.items.some((item) => item.id === enquiry.id)) return state;
  return {
    items: [enquiry, ...state.items].sort(newestFirst).slice(0, UNREAD_LISTED),
    count: state.count + 1,
  };
}

/** An enquiry read, here or on another device: out of the list, one fewer unread, never below 0. */
export function withRead(state: UnreadState, id: string): UnreadState {
  if (!state.items.some((item) => item.id === id)) return state;
  return { items: state.items.filter((item) => item.id !== id), count: Math.max(0, state.count - 1) };
}

/**
 * Which of the enquiries the server lists arrived since the newest one this
 * page has seen, newest first: none on the first look (`newestSeen` null),
 * and never one already announced.
 */
export function arrivedSince(
  fetched: readonly Enquiry[],
  newestSeen: string | null,
  announced: ReadonlySet<string>,
): Enquiry[] {
  if (newestSeen === null) return [];
  return fetched.filter((item) => !announced.has(item.id) && item.created > newestSeen).sort(newestFirst);
}

/** The newest time among `current` and the enquiries' own. */
export function newestOf(current: string | null, enquiries: readonly Enquiry[]): string {
  return enquiries.reduce((newest, item) => (item.created > newest ? item.created : newest), current ?? '');
}
