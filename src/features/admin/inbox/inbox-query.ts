import { serviceCards } from '@/content/service-cards';
import { TOPIC_IDS } from '@/definitions/services';
import { pageFrom, searchFrom } from '../list-query';

/** Enquiries per inbox page. */
export const INBOX_PAGE_SIZE = 20;

/** Which enquiries the inbox shows by state; 'inbox' is every one not archived or spam. */
export const INBOX_STATES = ['inbox', 'new', 'read', 'handled', 'archived', 'spam', 'all'] as const;
export type InboxState = (typeof INBOX_STATES)[number];

/** Enquiries whose visitor chose no service. */
export const NO_SERVICE = 'none';

export interface InboxFilters {
  state: InboxState;
  /** A service's id, NO_SERVICE, or empty for any. */
  service: string;
  /** One of the enquiry's topics, or empty for any. */
  topic: string;
  /** Received on or after this day (YYYY-MM-DD, the admin's own calendar); empty for no limit. */
  from: string;
  /** Received on or before this day; empty for no limit. */
  to: string;
}

export interface InboxLocation extends InboxFilters {
  search: string;
  page: number;
  /** One enquiry alone, by id, as the agency's notification mail links to it. */
  enquiry?: string;
}

export const NO_FILTERS: InboxFilters = { state: 'inbox', service: '', topic: '', from: '', to: '' };

/** PocketBase's record ids: 15 lower-case letters and digits. */
const RECORD_ID = /^[a-z0-9]{15}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(value));
const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  values.includes(value as T);

function filtersFrom(params: URLSearchParams): InboxFilters {
  const state = params.get('state');
  const service = params.get('service') ?? '';
  const topic = params.get('topic');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    state: oneOf(INBOX_STATES, state) ? state : 'inbox',
    service: service === NO_SERVICE || serviceCards.some((card) => card.id === service) ? service : '',
    topic: oneOf(TOPIC_IDS, topic) ? topic : '',
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
  };
}

/** Whether any filter narrows the inbox from its usual view. */
export function isFiltered(filters: InboxFilters): boolean {
  return filtersSet(filters) > 0;
}

/** How many filters narrow the inbox from its usual view: what the folded filters' control counts. */
export function filtersSet(filters: InboxFilters): number {
  return (Object.keys(NO_FILTERS) as Array<keyof InboxFilters>).filter(
    (key) => filters[key] !== NO_FILTERS[key],
  ).length;
}

/**
 * The inbox's search, filters and page from the URL (`?q=…&state=…&page=…`,
 * or `?enquiry=<id>`); anything odd reads as no filter and the first page.
 */
export function inboxLocationFrom(params: URLSearchParams): InboxLocation {
  const enquiry = params.get('enquiry') ?? '';
  if (RECORD_ID.test(enquiry)) return { ...NO_FILTERS, search: '', page: 1, enquiry };
  return { ...filtersFrom(params), search: searchFrom(params), page: pageFrom(params) };
}

/** The URL's query for an inbox view: what is as usual is left out, so the plain inbox has none. */
export function inboxParamsFor(location: InboxLocation): URLSearchParams {
  const params = new URLSearchParams();
  if (location.enquiry) {
    params.set('enquiry', location.enquiry);
    return params;
  }
  if (location.search) params.set('q', location.search);
  (Object.keys(NO_FILTERS) as Array<keyof InboxFilters>).forEach((key) => {
    if (location[key] !== NO_FILTERS[key]) params.set(key, location[key]);
  });
  if (location.page > 1) params.set('page', String(location.page));
  return params;
}
