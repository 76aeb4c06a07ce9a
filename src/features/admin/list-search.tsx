import { useEffect, useRef, useState } from 'react';
import { SearchField } from '@/components/ui/search-field';
import { MAX_SEARCH_LENGTH } from './list-query';

/** The same pause as the site's other searches. */
const PAUSE_MS = 300;

export interface ListSearchProps {
  label: string;
  placeholder: string;
  /** The search in force (from the URL). */
  query: string;
  onSearch: (query: string) => void;
}

/** An admin list's search: after a pause in typing, at once on Enter; the X clears. */
export function ListSearch({ label, placeholder, query, onSearch }: ListSearchProps) {
  const [text, setText] = useState(query);
  const [seenQuery, setSeenQuery] = useState(query);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Back and Forward change the search from outside the box.
  if (query !== seenQuery) {
    setSeenQuery(query);
    if (query !== text.trim()) setText(query);
  }

  function search(value: string) {
    clearTimeout(timer.current);
    const next = value.trim();
    if (next !== query) onSearch(next);
  }

  return (
    <SearchField
      label={label}
      placeholder={placeholder}
      maxLength={MAX_SEARCH_LENGTH}
      value={text}
      onChange={(value) => {
        setText(value);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => search(value), PAUSE_MS);
      }}
      onSubmit={search}
      onClear={() => search('')}
    />
  );
}
