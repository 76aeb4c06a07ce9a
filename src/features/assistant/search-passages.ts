import MiniSearch, { type AsPlainObject, type Options, type SearchResult } from 'minisearch';
import type { Passage, PassageKind } from './passage';
import { normaliseTerm, STOP_WORDS, termsOf } from './text-terms';
import type { Intent, Understanding } from './understand-question';
import { PACKAGE_ALIASES, SERVICE_ALIASES } from './vocabulary';

/** The passages a question's intent looks for first. */
const KINDS_FOR: Record<Intent, PassageKind[]> = {
  handover: ['contact'],
  price: ['price', 'package'],
  timeline: ['timeline'],
  process: ['process'],
  policy: ['policy'],
  example: ['case-study'],
  hours: ['hours'],
  contact: ['contact'],
  areas: ['areas'],
  industries: ['industries'],
  fit: ['fit', 'areas'],
  deliverables: ['deliverables', 'package'],
  article: ['article'],
  services: ['overview'],
};

/** Words added to the query for an intent, so a passage of that kind matches however it was asked. */
const INTENT_WORDS: Partial<Record<Intent, string>> = {
  price: 'price cost',
  timeline: 'timeline',
  process: 'process',
  example: 'example',
  hours: 'hours',
  contact: 'contact email',
  areas: 'areas',
  industries: 'industries',
  deliverables: 'receive includes',
  services: 'services',
};

export interface SearchIndex {
  search(understanding: Understanding): Array<{ passage: Passage; score: number; terms: string[] }>;
  /** Whether the site uses a word anywhere (or one a typo away), for telling an unknown topic. */
  knows(term: string): boolean;
}

function processTerm(term: string): string | null {
  const normal = normaliseTerm(term);
  return STOP_WORDS.has(normal) || normal.length === 0 ? null : normal;
}

function boostFor(passage: Passage, understanding: Understanding): number {
  let boost = 1;
  const { intent, service } = understanding;
  const subject = service ?? understanding.package;
  // Without a named subject, one service's price is no better an answer than another's.
  if (intent && KINDS_FOR[intent].includes(passage.kind) && (subject || !passage.topic)) boost *= 4;
  if (subject) {
    if (passage.topic === subject) boost *= 4;
    else if (passage.topic) boost *= 0.4;
  }
  // A package question about a service's price means the service, and the other way round.
  if (intent === 'price' && service && passage.kind === 'package') boost *= 0.3;
  if (intent === 'price' && understanding.package && passage.kind === 'price') boost *= 0.3;
  if (intent === 'example' && understanding.industry && passage.kind === 'case-study') {
    if (passage.keywords?.includes(understanding.industry)) boost *= 3;
  }
  // The Journal explains; the service and pricing pages answer. Articles lead only when asked for.
  if (passage.kind === 'article' && intent !== 'article') boost *= 0.35;
  return boost;
}

/** The words searched for: the question's, plus its intent's and its subject's names. */
function queryFor(understanding: Understanding): string {
  const extra = [
    understanding.intent ? (INTENT_WORDS[understanding.intent] ?? '') : '',
    understanding.service ? (SERVICE_ALIASES[understanding.service][0] ?? '') : '',
    understanding.package ? (PACKAGE_ALIASES[understanding.package]?.[0] ?? '') : '',
    understanding.industry ?? '',
  ];
  return [understanding.text, ...extra].join(' ');
}

const INDEX_OPTIONS: Options<Passage> = {
  fields: ['title', 'text', 'keywords', 'page'],
  storeFields: [],
  tokenize: termsOf,
  processTerm,
};

/** Indexes the passages at build time, so a browser only loads the index. */
export function serialiseIndex(passages: Passage[]): AsPlainObject {
  const index = new MiniSearch<Passage>(INDEX_OPTIONS);
  index.addAll(passages);
  return index.toJSON();
}

/** A MiniSearch index over the passages: fuzzy and prefix matching, boosted by what the question asks. */
export function createSearchIndex(passages: Passage[], serialised?: AsPlainObject): SearchIndex {
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  const index = serialised
    ? MiniSearch.loadJS<Passage>(serialised, INDEX_OPTIONS)
    : new MiniSearch<Passage>(INDEX_OPTIONS);
  if (!serialised) index.addAll(passages);

  return {
    search(understanding) {
      const results: SearchResult[] = index.search(queryFor(understanding), {
        boost: { title: 2, keywords: 1.5, text: 1, page: 1 },
        fuzzy: (term) => (term.length > 4 ? 0.2 : false),
        prefix: (term) => term.length > 3,
        combineWith: 'OR',
        boostDocument: (id) => {
          const passage = byId.get(String(id));
          return passage ? boostFor(passage, understanding) : 1;
        },
      });
      return results.flatMap((result) => {
        const passage = byId.get(String(result.id));
        return passage ? [{ passage, score: result.score, terms: result.terms }] : [];
      });
    },
    knows(term) {
      return index.search(term, { fuzzy: term.length > 4 ? 0.2 : false, prefix: term.length > 3 }).length > 0;
    },
  };
}
