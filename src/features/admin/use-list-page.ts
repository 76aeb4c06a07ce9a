import { useCallback, useEffect, useRef, useState } from 'react';
import type PocketBase from 'pocketbase';
import { loadPocketBase } from '@/lib/pocketbase/sdk';

export type ListPageState<Page> =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; result: Page };

interface Answer<Page> {
  /** Which request it answers: an answer to an older one reads as still loading. */
  key: string;
  result: Page | null;
}

/**
 * One page of an admin list, fetched whenever its query changes and on
 * `reload`; fetched again in place, with no loading state, whenever `freshness`
 * changes, where `inPlace` may keep some of what was shown. `fetchPage` and
 * `inPlace` are modules' functions or stable callbacks.
 */
export function useListPage<Query, Page>(
  query: Query,
  fetchPage: (pb: PocketBase, query: Query) => Promise<Page>,
  freshness?: string,
  inPlace: (shown: Page | null, fetched: Page) => Page = (_shown, fetched) => fetched,
) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<Page> | null>(null);
  const asked = JSON.stringify(query);
  const key = `${attempt}:${asked}`;

  useEffect(() => {
    let current = true;
    loadPocketBase()
      .then((pb) => fetchPage(pb, JSON.parse(asked) as Query))
      .then(
        (result) => current && setAnswer({ key, result }),
        () => current && setAnswer({ key, result: null }),
      );
    return () => {
      current = false;
    };
  }, [key, asked, fetchPage]);

  const shownFreshness = useRef(freshness);
  useEffect(() => {
    if (freshness === shownFreshness.current) return;
    shownFreshness.current = freshness;
    let current = true;
    loadPocketBase()
      .then((pb) => fetchPage(pb, JSON.parse(asked) as Query))
      .then(
        (result) =>
          current &&
          setAnswer((before) =>
            before?.key === key ? { key, result: inPlace(before.result, result) } : before,
          ),
        () => {},
      );
    return () => {
      current = false;
    };
  }, [freshness, key, asked, fetchPage, inPlace]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);

  /** Changes the page shown at once, before any refetch. */
  const update = useCallback((change: (page: Page) => Page) => {
    setAnswer((before) => (before?.result ? { ...before, result: change(before.result) } : before));
  }, []);

  let state: ListPageState<Page>;
  if (answer?.key !== key) state = { status: 'loading' };
  else if (answer.result) state = { status: 'ready', result: answer.result };
  else state = { status: 'failed' };

  return { state, reload, update };
}
