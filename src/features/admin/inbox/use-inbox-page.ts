import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Enquiry } from '../enquiry';
import { fetchInboxPage, type InboxPage } from '../enquiry-api';
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
  const query = inboxQueryFor(location);
  // What the admin changed here (opening an enquiry reads it; filing it moves it) stays in view until the
  // list itself changes, even where its new state no longer matches the filter ("New", "Inbox").
  const changedHere = useRef(new Map<string, Enquiry>());
  const asked = JSON.stringify(query);
  useEffect(() => changedHere.current.clear(), [asked]);
  const keepChangedHere = useCallback((shown: InboxPage | null, fetched: InboxPage): InboxPage => {
    if (!shown) return fetched;
    const items = [...fetched.items];
    shown.items.forEach((item, index) => {
      const changed = changedHere.current.get(item.id);
      if (changed && !items.some((other) => other.id === item.id)) items.splice(index, 0, changed);
    });
    return { ...fetched, items };
  }, []);
  const { state, reload, update } = useListPage(
    query,
    fetchInboxPage,
    `${changes}:${refreshes}`,
    keepChangedHere,
  );

  const refresh = useCallback(() => setRefreshes((value) => value + 1), []);

  /** Shows a changed enquiry in place at once, before any refetch. */
  const replace = useCallback(
    (enquiry: Enquiry) =>
      update((page) => {
        // Filed here too: its line stays, saying where it went, with Undo (InboxRow).
        changedHere.current.set(enquiry.id, enquiry);
        return { ...page, items: page.items.map((item) => (item.id === enquiry.id ? enquiry : item)) };
      }),
    [update],
  );

  return { state, reload, refresh, replace };
}
