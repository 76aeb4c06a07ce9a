import { useEffect, useRef, useState } from 'react';
import { SearchField } from '@/components/ui/search-field';
import { queryAfterPause, SEARCH_DEBOUNCE_MS, submittedQuery } from './search-rules';

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
 * and the X clears.
 */
export function BlogSearch({ query, onSearch, onSubmitted }: BlogSearchProps) {
  const [text, setText] = useState(query);
  const [seenQuery, setSeenQuery] = useState(query);
  const [sentQuery, setSentQuery] = useState(query);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

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
    </div>
  );
}
