import { useCallback, useEffect, useRef, useState } from 'react';
import type PocketBase from 'pocketbase';
import { useSnapshot } from 'valtio';
import { loadPocketBase } from '@/lib/pocketbase/sdk';
import type { Enquiry } from '../enquiry';
import { fetchInboxPage, type InboxPage } from '../enquiry-api';
import { unreadEnquiries } from '../unread-store';
import { INBOX_PAGE_SIZE, type InboxLocation } from './inbox-query';

export type InboxState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; result: InboxPage };

interface Answer {
  /** Which request it answers: an answer to an older one reads as still loading. */
  key: string;
  result: InboxPage | null;
}

const fetchShown = (pb: PocketBase, { search, page, enquiry }: InboxLocation) =>
  fetchInboxPage(pb, { page, perPage: INBOX_PAGE_SIZE, search, ...(enquiry ? { enquiry } : {}) });

/** One page of the inbox, fetched whenever the search or page changes, on `reload`, and as enquiries change. */
export function useInboxPage({ search, page, enquiry }: InboxLocation) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const key = JSON.stringify([search, page, enquiry, attempt]);

  useEffect(() => {
    let current = true;
    loadPocketBase()
      .then((pb) => fetchShown(pb, { search, page, ...(enquiry ? { enquiry } : {}) }))
      .then(
        (result) => current && setAnswer({ key, result }),
        () => current && setAnswer({ key, result: null }),
      );
    return () => {
      current = false;
    };
  }, [key, search, page, enquiry]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);

  // An enquiry arrived or changed (the live subscription heard it): the page shown is fetched
  // again and replaced once the answer is there, without a loading state in between.
  const { changes } = useSnapshot(unreadEnquiries);
  const shown = useRef(changes);
  useEffect(() => {
    if (changes === shown.current) return;
    shown.current = changes;
    let current = true;
    loadPocketBase()
      .then((pb) => fetchShown(pb, { search, page, ...(enquiry ? { enquiry } : {}) }))
      .then(
        (result) => current && setAnswer((before) => (before?.key === key ? { key, result } : before)),
        () => {},
      );
    return () => {
      current = false;
    };
  }, [changes, key, search, page, enquiry]);

  /** Shows a changed enquiry in place (after marking it handled), without a refetch. */
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

  let state: InboxState;
  if (answer?.key !== key) state = { status: 'loading' };
  else if (answer.result) state = { status: 'ready', result: answer.result };
  else state = { status: 'failed' };

  return { state, reload, replace };
}
