import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';
import type { Passage, PassageKind } from './passage';
import { normaliseTerm, STOP_WORDS, termsOf } from './text-terms';

/** A passage's kind in the words a question about it uses, searched as the `aspect` field, and counted as said by it. */
export const ASPECT_WORDS: Partial<Record<PassageKind, string>> = {
  price: 'price investment cost pricing fee per month budget spend',
  timeline: 'timeline how long weeks results',
  process: 'process steps method approach stages',
  fit: 'perfect for ideal suits fit',
  deliverables: 'receive includes deliverables',
  package: 'package packages plan retainer price investment cost',
  hours: 'hours opening times days',
  contact: 'contact email reply location',
  areas: 'areas served cover towns region',
  industries: 'industries sectors businesses',
  about: 'about agency team',
  'case-study': 'example examples case study',
  article: 'article blog journal guide read',
  privacy: 'privacy personal data keep',
  newsletter: 'newsletter',
  resource: 'free download printable template checklist',
};

/**
 * The Journal explains, and the privacy notice, the newsletter and the free
 * resources are about the site; the service and pricing pages answer. One of
 * those leads only when asked for.
 */
const UNASKED_PAGE = 0.35;
export const ASKED_FOR_ONLY: ReadonlySet<PassageKind> = new Set([
  'article',
  'privacy',
  'newsletter',
  'resource',
]);
/** A passage about a service or package the question does not name answers it less well. */
const UNNAMED_SUBJECT = 0.5;

type Field = 'title' | 'text' | 'keywords' | 'subject' | 'aspect';

export interface Found {
  passage: Passage;
  score: number;
  /** The index's words the question matched, by the field they matched in. */
  matched: Partial<Record<Field, string[]>>;
  /** The question's words it matched (a typo or a word's start included). */
  questionTerms: string[];
}

export interface SearchIndex {
  search(query: string): Found[];
  /** Whether the site uses a word anywhere (or one a typo away, or a longer word it starts). */
  knows(term: string): boolean;
  /** How many passages use a word (or one a typo away, or a longer word it starts). */
  usage(term: string): number;
}

function processTerm(term: string): string | null {
  const normal = normaliseTerm(term);
  return STOP_WORDS.has(normal) || normal.length === 0 ? null : normal;
}

const INDEX_OPTIONS: Options<Passage> = {
  fields: ['title', 'text', 'keywords', 'subject', 'aspect'] satisfies Field[],
  storeFields: [],
  tokenize: termsOf,
  processTerm,
  extractField: (passage, field) =>
    field === 'aspect' ? (ASPECT_WORDS[passage.kind] ?? '') : (passage[field as keyof Passage] ?? ''),
};

const SEARCH_OPTIONS = {
  // What kind of passage it is and its heading say more than a word somewhere in its text.
  boost: { aspect: 2, title: 2, keywords: 1.5, subject: 1, text: 1 },
  fuzzy: (term: string) => (term.length > 4 ? 0.2 : false),
  prefix: (term: string) => term.length > 3,
  combineWith: 'OR',
} as const;

/**
 * The services and packages a question names: those whose name it matched
 * more than half of, or whose first word it matched when no other name has
 * that word, or began only its name ("content" names Content Strategy;
 * "strategy" alone names Strategy Consulting, "content strategy" names
 * Content Strategy; "digital marketing" is not Influencer Marketing).
 */
export function namedSubjects(results: Found[]): string[] {
  const matched = new Map<string, Set<string>>();
  for (const { passage, matched: fields } of results) {
    if (!passage.subject) continue;
    const terms = matched.get(passage.subject) ?? new Set();
    for (const term of fields.subject ?? []) terms.add(term);
    matched.set(passage.subject, terms);
  }
  const names = [...matched].map(([subject, terms]) => ({ words: termsOf(subject), terms }));
  return [...matched].flatMap(([subject, terms]) => {
    const [first, ...rest] = termsOf(subject);
    const sharing = names.filter((name) => first !== undefined && name.words.includes(first));
    // A word two names share names the one it begins, unless the other's name was said more fully.
    const distinctive =
      first !== undefined &&
      terms.has(first) &&
      sharing.filter((name) => name.words[0] === first).length === 1 &&
      sharing.every((name) => name.terms.size <= terms.size);
    return terms.size * 2 > rest.length + 1 || distinctive ? [subject] : [];
  });
}

/** Indexes the passages at build time, so a browser only loads the index. */
export function serialiseIndex(passages: Passage[]): AsPlainObject {
  const index = new MiniSearch<Passage>(INDEX_OPTIONS);
  index.addAll(passages);
  return index.toJSON();
}

function fieldsMatched(match: Record<string, string[]>): Found['matched'] {
  const matched: Found['matched'] = {};
  for (const [term, fields] of Object.entries(match))
    for (const field of fields as Field[]) (matched[field] ??= []).push(term);
  return matched;
}

/** A MiniSearch index over the passages: weighted fields, fuzzy and prefix matching. */
export function createSearchIndex(passages: Passage[], serialised?: AsPlainObject): SearchIndex {
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  const index = serialised
    ? MiniSearch.loadJS<Passage>(serialised, INDEX_OPTIONS)
    : new MiniSearch<Passage>(INDEX_OPTIONS);
  if (!serialised) index.addAll(passages);

  return {
    search(query) {
      const found = index.search(query, SEARCH_OPTIONS).flatMap((result): Found[] => {
        const passage = byId.get(String(result.id));
        if (!passage) return [];
        const matched = fieldsMatched(result.match);
        const unasked = ASKED_FOR_ONLY.has(passage.kind) && !matched.aspect;
        const score = result.score * (unasked ? UNASKED_PAGE : 1);
        return [{ passage, matched, questionTerms: result.queryTerms, score }];
      });
      const named = namedSubjects(found);
      for (const each of found)
        if (each.passage.subject && !named.includes(each.passage.subject)) each.score *= UNNAMED_SUBJECT;
      return found.sort((a, b) => b.score - a.score);
    },
    knows(term) {
      return this.usage(term) > 0;
    },
    usage(term) {
      const options = { fuzzy: SEARCH_OPTIONS.fuzzy(term), prefix: SEARCH_OPTIONS.prefix(term) };
      return index.search(term, options).length;
    },
  };
}
