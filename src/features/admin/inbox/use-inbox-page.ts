import { useCallback, useEffect, useRef, useState } from 'react';
import type PocketBase from 'pocketbase';
import { useSnapshot } from 'valtio';
import type { Enquiry } from '../enquiry';
import { fetchInboxPage, type InboxPage } from '../enquiry-api';
import { isNoConnection } from '../queued-changes';
import { unreadEnquiries } from '../unread-store';
import { useListPage } from '../use-list-page';
import type { InboxQuery } from './inbox-filter';
import { INBOX_PAGE_SIZE, type InboxLocation } from './inbox-query';
import { keepInboxView, keptInboxView } from './kept-inbox';

/** A page of the inbox as shown: fresh, or, with no connection, as last loaded at `offlineAsOf`. */
export interface ShownInboxPage extends InboxPage {
  offlineAsOf?: number;
}

/**
 * The page a query asks for, kept for reading offline; with no connection,
 * the copy last loaded, dated. A view never loaded here fails as before.
 */
async function fetchOrKept(pb: PocketBase, query: InboxQuery): Promise<ShownInboxPage> {
  const asked = JSON.stringify(query);
  try {
    const page = await fetchInboxPage(pb, query);
    keepInboxView(asked, page, Date.now());
    return page;
  } catch (error) {
    const kept = isNoConnection(error) ? keptInboxView(asked) : undefined;
    if (!kept) throw error;
    return { ...kept.page, offlineAsOf: kept.at };
  }
}

/** The query for what the inbox shows at a location. */
export function inboxQueryFor({ search, page, enquiry, ...filters }: InboxLocation): InboxQuery {
  return { page, perPage: INBOX_PAGE_SIZE, search, filters, ...(enquiry ? { enquiry } : {}) };
}

/**
 * One page of the inbox, fetched whenever the location changes and on
 * `reload`; fetched again in place, with no loading state, as enquiries
 * change (the live subscription heard it), on `refresh` and when the
 * connection comes back. Offline, the page last loaded shows, dated.
 */
export function useInboxPage(location: InboxLocation) {
  const { changes } = useSnapshot(unreadEnquiries);
  const [refreshes, setRefreshes] = useState(0);
  useEffect(() => {
    const refetch = () => setRefreshes((value) => value + 1);
    window.addEventListener('online', refetch);
    return () => window.removeEventListener('online', refetch);
  }, []);
  const query = inboxQueryFor(location);
  // What the admin changed here (opening an enquiry reads it; filing it moves it) stays in view until the
  // list itself changes, even where its new state no longer matches the filter ("New", "Inbox").
  const changedHere = useRef(new Map<string, Enquiry>());
  const asked = JSON.stringify(query);
  useEffect(() => changedHere.current.clear(), [asked]);
  const keepChangedHere = useCallback((shown: ShownInboxPage | null, fetched: ShownInboxPage) => {
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
    fetchOrKept,
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
