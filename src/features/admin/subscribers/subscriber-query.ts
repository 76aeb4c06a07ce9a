import type { SubscriberStatus } from './subscriber';
import { pageFrom, searchFrom } from '../list-query';

/** Subscribers per page. */
export const SUBSCRIBER_PAGE_SIZE = 50;

/** The states the list can show: one of them, or all. */
export type SubscriberView = SubscriberStatus | 'all';
export const SUBSCRIBER_VIEWS: readonly SubscriberView[] = ['all', 'subscribed', 'pending', 'unsubscribed'];

export interface SubscriberLocation {
  view: SubscriberView;
  search: string;
  page: number;
}

/** The list's state, search and page from the URL (`?state=…&q=…&page=…`); anything odd reads as all, page 1. */
export function subscriberLocationFrom(params: URLSearchParams): SubscriberLocation {
  const state = params.get('state') as SubscriberView | null;
  return {
    view: state && SUBSCRIBER_VIEWS.includes(state) ? state : 'all',
    search: searchFrom(params),
    page: pageFrom(params),
  };
}

/** The URL's query for a view of the list; the plain list has none. */
export function subscriberParamsFor(location: SubscriberLocation): URLSearchParams {
  const params = new URLSearchParams();
  if (location.view !== 'all') params.set('state', location.view);
  if (location.search) params.set('q', location.search);
  if (location.page > 1) params.set('page', String(location.page));
  return params;
}
