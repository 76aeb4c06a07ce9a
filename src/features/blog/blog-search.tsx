import { useEffect, useRef, useState } from 'react';
import { SearchField } from '@/components/ui/search-field';
import { useHydrated } from '@/hooks/use-hydrated';
import * as styles from './journal-listing.css';
import { queryAfterPause, SEARCH_DEBOUNCE_MS, submittedQuery } from './search-rules';
import { SEARCH_STATUS_ATTRIBUTE, SEARCH_STATUS_LIVE_ATTRIBUTE, searchStatus } from './search-status';

export interface BlogSearchProps {
  /** The search in force (from the URL). */
  query: string;
  onSearch: (query: string) => void;
  /** Called after an explicit submit (Enter), for the search event. */
  onSubmitted: (query: string) => void;
}

/**
 * Typing more than 2 characters searches after a 300 ms pause, an
 * emptied box clears the search after the same pause, Enter searches at once
 * and the X clears. From the keystroke that starts a search until its
 * results show, the line under the box says 'Searching…' (before the list
 * is live, the page's first script says it: ./early-search-status.ts).
 */
export function BlogSearch({ query, onSearch, onSubmitted }: BlogSearchProps) {
  const [text, setText] = useState(query);
  const [seenQuery, setSeenQuery] = useState(query);
  const [sentQuery, setSentQuery] = useState(query);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hydrated = useHydrated();

  useEffect(() => () => clearTimeout(timer.current), []);

  // The search can change from outside the box (Clear Filters, the URL after
  // hydration); the box follows it, but never undoes what the visitor typed.
  if (query !== seenQuery) {
    setSeenQuery(query);
    if (query !== sentQuery) {
      setText(query);
      setSentQuery(query);
    }
  }

  function search(next: string) {
    clearTimeout(timer.current);
    setSentQuery(next);
    onSearch(next);
  }

  function change(value: string) {
    setText(value);
    clearTimeout(timer.current);
    const next = queryAfterPause(value);
    if (next !== null) timer.current = setTimeout(() => search(next), SEARCH_DEBOUNCE_MS);
  }

  function submit(value: string) {
    const next = submittedQuery(value);
    if (next === null) return;
    search(next);
    onSubmitted(next);
  }

  function clear() {
    setText('');
    search('');
  }

  return (
    <div role="search">
      <SearchField
        label="Search articles"
        hideLabel
        placeholder="Search articles"
        value={text}
        onChange={change}
        onSubmit={submit}
        onClear={clear}
      />
      {/* One string child, so hydration takes the early script's text as it is; the next change sets it. */}
      <p
        role="status"
        className={styles.searchStatus}
        {...{ [SEARCH_STATUS_ATTRIBUTE]: '' }}
        {...(hydrated ? { [SEARCH_STATUS_LIVE_ATTRIBUTE]: '' } : {})}
        suppressHydrationWarning
      >
        {searchStatus(text, sentQuery)}
      </p>
    </div>
  );
}
