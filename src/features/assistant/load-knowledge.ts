import type { Passage, PassageFile } from './passage';
import { PASSAGES_URL } from './passage';
import { createSearchIndex, type SearchIndex } from './search-passages';

export interface Knowledge {
  passages: Passage[];
  index: SearchIndex;
}

let loading: Promise<Knowledge> | undefined;

/**
 * The passages and their index, fetched once (the service worker serves them
 * from its precache, so this works offline). A failed load is tried again next time.
 */
export function loadKnowledge(): Promise<Knowledge> {
  loading ??= fetch(PASSAGES_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`The assistant's passages answered ${response.status}`);
      return response.json() as Promise<PassageFile>;
    })
    .then((file) => ({ passages: file.passages, index: createSearchIndex(file.passages, file.index) }))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
