import { useCallback, useEffect, useRef, useState } from 'react';
import type PocketBase from 'pocketbase';
import { useSnapshot } from 'valtio';
import { loadPocketBase } from '@/lib/pocketbase/sdk';
import type { Enquiry } from '../enquiry';
import { fetchInboxPage, type InboxPage } from '../enquiry-api';
import { unreadEnquiries } from '../unread-store';
import type { InboxQuery } from './inbox-filter';
import { INBOX_PAGE_SIZE, type InboxLocation } from './inbox-query';

export type InboxPageState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; result: InboxPage };

interface Answer {
  /** Which request it answers: an answer to an older one reads as still loading. */
  key: string;
  result: InboxPage | null;
}

/** The query for what the inbox shows at a location. */
export function inboxQueryFor({ search, page, enquiry, ...filters }: InboxLocation): InboxQuery {
  return { page, perPage: INBOX_PAGE_SIZE, search, filters, ...(enquiry ? { enquiry } : {}) };
}

const fetchShown = (pb: PocketBase, key: string) => fetchInboxPage(pb, JSON.parse(key) as InboxQuery);

/**
 * One page of the inbox, fetched whenever the location changes and on
 * `reload`; fetched again in place, with no loading state, as enquiries
 * change (the live subscription heard it) and on `refresh`.
 */
export function useInboxPage(location: InboxLocation) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const query = JSON.stringify(inboxQueryFor(location));
  const key = `${attempt}:${query}`;

  useEffect(() => {
    let current = true;
    loadPocketBase()
      .then((pb) => fetchShown(pb, query))
      .then(
        (result) => current && setAnswer({ key, result }),
        () => current && setAnswer({ key, result: null }),
      );
    return () => {
      current = false;
    };
  }, [key, query]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);

  const { changes } = useSnapshot(unreadEnquiries);
  const [refreshes, setRefreshes] = useState(0);
  const shown = useRef({ changes, refreshes });
  useEffect(() => {
    if (changes === shown.current.changes && refreshes === shown.current.refreshes) return;
    shown.current = { changes, refreshes };
    let current = true;
    loadPocketBase()
      .then((pb) => fetchShown(pb, query))
      .then(
        (result) => current && setAnswer((before) => (before?.key === key ? { key, result } : before)),
        () => {},
      );
    return () => {
      current = false;
    };
  }, [changes, refreshes, key, query]);

  const refresh = useCallback(() => setRefreshes((value) => value + 1), []);

  /** Shows a changed enquiry in place at once, before any refetch. */
  const replace = useCallback((enquiry: Enquiry) => {
    setAnswer((current) =>
      current?.result
        ? {
            ...current,
            result: {
              ...current.result,
              items: current.result.items.map((item) => (item.id === enquiry.id ? enquiry : item)),
            },
          }
        : current,
    );
  }, []);

  let state: InboxPageState;
  if (answer?.key !== key) state = { status: 'loading' };
  else if (answer.result) state = { status: 'ready', result: answer.result };
  else state = { status: 'failed' };

  return { state, reload, refresh, replace };
}
