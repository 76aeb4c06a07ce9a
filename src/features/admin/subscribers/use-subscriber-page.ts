import { useCallback, useEffect, useState } from 'react';
import { loadPocketBase } from '@/lib/pocketbase/sdk';
import { fetchSubscriberPage, type SubscriberPage } from './subscriber-api';
import type { SubscriberLocation } from './subscriber-query';

export type SubscriberPageState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; result: SubscriberPage };

interface Answer {
  /** Which request it answers: an answer to an older one reads as still loading. */
  key: string;
  result: SubscriberPage | null;
}

/** One page of subscribers, fetched whenever the view changes and on `reload`. */
export function useSubscriberPage(location: SubscriberLocation) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const view = JSON.stringify(location);
  const key = `${attempt}:${view}`;

  useEffect(() => {
    let current = true;
    loadPocketBase()
      .then((pb) => fetchSubscriberPage(pb, JSON.parse(view) as SubscriberLocation))
      .then(
        (result) => current && setAnswer({ key, result }),
        () => current && setAnswer({ key, result: null }),
      );
    return () => {
      current = false;
    };
  }, [key, view]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);

  let state: SubscriberPageState;
  if (answer?.key !== key) state = { status: 'loading' };
  else if (answer.result) state = { status: 'ready', result: answer.result };
  else state = { status: 'failed' };
  return { state, reload };
}
