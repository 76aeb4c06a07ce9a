import { useCallback, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Enquiry } from '../enquiry';
import { fetchInboxPage } from '../enquiry-api';
import { unreadEnquiries } from '../unread-store';
import { useListPage } from '../use-list-page';
import type { InboxQuery } from './inbox-filter';
import { INBOX_PAGE_SIZE, type InboxLocation } from './inbox-query';

/** The query for what the inbox shows at a location. */
export function inboxQueryFor({ search, page, enquiry, ...filters }: InboxLocation): InboxQuery {
  return { page, perPage: INBOX_PAGE_SIZE, search, filters, ...(enquiry ? { enquiry } : {}) };
}

/**
 * One page of the inbox, fetched whenever the location changes and on
 * `reload`; fetched again in place, with no loading state, as enquiries
 * change (the live subscription heard it) and on `refresh`.
 */
export function useInboxPage(location: InboxLocation) {
  const { changes } = useSnapshot(unreadEnquiries);
  const [refreshes, setRefreshes] = useState(0);
  const { state, reload, update } = useListPage(
    inboxQueryFor(location),
    fetchInboxPage,
    `${changes}:${refreshes}`,
  );

  const refresh = useCallback(() => setRefreshes((value) => value + 1), []);

  /** Shows a changed enquiry in place at once, before any refetch. */
  const replace = useCallback(
    (enquiry: Enquiry) =>
      update((page) => ({
        ...page,
        items: page.items.map((item) => (item.id === enquiry.id ? enquiry : item)),
      })),
    [update],
  );

  return { state, reload, refresh, replace };
}
