import type { Passage } from './passage';
import { ASPECT_WORDS } from './search-passages';
import { sameWord, STOP_WORDS, wordsOf } from './text-terms';

/** What a question asks, in its own words and the site's words for them. */
export interface Asked {
  /** The question's topic words. */
  terms: string[];
  /** The site's words for a term a synonym stood for: a passage using one of them answers it. */
  meanings: ReadonlyMap<string, readonly string[]>;
  /** Whether it asks what something includes. */
  asksIncluded: boolean;
}

/** A passage's answer to a question: its own sentences (or list items), and the question's words they answer. */
export interface Statement {
  passage: Passage;
  text: string;
  /** The question's words the statement or its passage's heading answers. */
  covered: Set<string>;
}

/** Longer than this, a second sentence is not added: a short answer, with the passage under More. */
const MAX_CHARS = 320;
/** An FAQ's opening this short ("Yes.", "Usually not.") is followed by the sentence that answers the question best. */
const SHORT_OPENING = 60;

/** A price or a timeline is the page's figure alone, said with what it is. */
const FIGURE_LABELS: Partial<Record<Passage['kind'], string>> = { price: 'investment', timeline: 'timeline' };

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=["'£\d\p{Lu}])/u).filter(Boolean);
}

/** A list of items ("Startups; Professional services firms"; "Durham, Hexham"), or undefined for prose. */
function itemsOf(text: string): string[] | undefined {
  if (sentencesOf(text).length > 1) return undefined;
  const body = text.replace(/\.$/, '');
  if (body.includes('; ')) return body.split('; ');
  const items = body.split(', ');
  return items.length >= 4 ? items : undefined;
}

/** Kinds written as prose only: a long sentence of theirs with commas is not a list. */
const PROSE: ReadonlySet<Passage['kind']> = new Set(['privacy', 'newsletter', 'resource']);

/** Each text's words, kept: the same passages are weighed for every question. */
const wordsCache = new Map<string, string[]>();

function topicWordsOf(text: string): string[] {
  let words = wordsCache.get(text);
  if (!words) {
    words = [...new Set(wordsOf(text).filter((word) => !STOP_WORDS.has(word)))];
    wordsCache.set(text, words);
  }
  return words;
}

/** "Long" in "how long" asks for a timeline: "it takes longer than paid ads" does not say one. */
const ASKING_HOW = new Set(['long']);

function coveredBy(text: string, asked: Asked): Set<string> {
  const words = topicWordsOf(text);
  const says = (term: string) => words.some((word) => sameWord(term, word));
  return new Set(
    asked.terms.filter((term) => {
      const meanings = asked.meanings.get(term);
      const literal = !(meanings && ASKING_HOW.has(term));
      return (literal && says(term)) || (meanings ?? []).some((meaning) => says(meaning));
    }),
  );
}

function union(...sets: Set<string>[]): Set<string> {
  return new Set(sets.flatMap((set) => [...set]));
}

function withStop(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * The sentences that answer the question best, in the passage's order: the
 * best one (the opening of an FAQ asking what the visitor asks, and after a
 * short one such as "Yes." the best of the rest), and one more when it
 * answers a word the others do not. Another FAQ's "Yes." answers its own question, not the visitor's.
 */
function chooseSentences(sentences: string[], asked: Asked, sameQuestion: boolean): string[] {
  const chosen: number[] = sameQuestion ? [0] : [];
  // What the heading already says still wants a sentence that says it.
  let covered = union(...chosen.map((index) => coveredBy(sentences[index] ?? '', asked)));
  const length = () => chosen.reduce((sum, index) => sum + (sentences[index]?.length ?? 0), 0);
  const best = () => {
    let found = -1;
    let gain = 0;
    sentences.forEach((sentence, index) => {
      // A page's own question ("Prefer to talk it through?") asks; it does not answer.
      if (sentence.endsWith('?')) return;
      const adds = [...coveredBy(sentence, asked)].filter((term) => !covered.has(term)).length;
      if (!chosen.includes(index) && adds > gain) [found, gain] = [index, adds];
    });
    return found;
  };
  const add = (index: number) => {
    chosen.push(index);
    covered = union(covered, coveredBy(sentences[index] ?? '', asked));
  };
  const firstStatement = Math.max(
    sentences.findIndex((sentence) => !sentence.endsWith('?')),
    0,
  );
  if (chosen.length === 0) add(best() >= 0 ? best() : firstStatement);
  else if ((sentences[0]?.length ?? 0) < SHORT_OPENING && sentences.length > 1) add(Math.max(best(), 1));
  const more = best();
  if (more >= 0 && length() + (sentences[more]?.length ?? 0) <= MAX_CHARS) add(more);
  return chosen.sort((a, b) => a - b).map((index) => sentences[index] ?? '');
}

/** Items a question names; all of them when it names none (it asks for the list). */
function chooseItems(items: string[], asked: Asked, known: Set<string>): string[] {
  const named = items.filter((item) => [...coveredBy(item, asked)].some((term) => !known.has(term)));
  return named.length > 0 ? named : items;
}

function listLead(passage: Passage): string {
  const subject = passage.subject ?? passage.title;
  if (passage.kind === 'fit') return `${subject} is perfect for: `;
  if (passage.kind === 'deliverables') return `With ${subject} you receive: `;
  if (passage.kind === 'industries' || passage.kind === 'areas') return `${passage.title} include: `;
  return `${passage.title}: `;
}

function statementText(passage: Passage, asked: Asked, known: Set<string>, sameQuestion: boolean): string {
  const label = FIGURE_LABELS[passage.kind];
  // A sentence filed with the prices (whether VAT is added) is said as the page says it, not labelled as a figure.
  if (label && !/[.!?]$/.test(passage.text))
    return `${passage.subject ?? passage.title} ${label}: ${passage.text}.`;
  if (passage.kind === 'case-study') return withStop(passage.title);
  if (passage.kind === 'process') {
    const steps = passage.text.split(/\s(?=\d+\. )/).map((step) => step.split(':')[0] ?? step);
    return `Our process for ${passage.subject ?? passage.title}: ${steps.join('; ')}.`;
  }
  if (passage.kind === 'package' && passage.text.includes(' Includes: ')) {
    const [description = '', included] = passage.text.split(' Includes: ');
    const items = included?.replace(/\.$/, '').split('; ') ?? [];
    const named = items.filter((item) => [...coveredBy(item, asked)].some((term) => !known.has(term)));
    const rest =
      named.length > 0 || asked.asksIncluded
        ? `Includes: ${(named.length > 0 ? named : items).join('; ')}.`
        : (sentencesOf(description)[0] ?? '');
    return `${withStop(passage.title)} ${rest}`.trim();
  }
  const items = PROSE.has(passage.kind) ? undefined : itemsOf(passage.text);
  // Items the heading names are no reason to pick one: "industries" names them all.
  const named = coveredBy(`${passage.title} ${passage.subject ?? ''}`, asked);
  if (items) return withStop(`${listLead(passage)}${chooseItems(items, asked, named).join('; ')}`);
  const sentences = chooseSentences(sentencesOf(passage.text), asked, sameQuestion);
  const text = sentences.join(' ');
  return passage.kind === 'hours' ? `${passage.title}: ${withStop(text)}` : withStop(text);
}

/**
 * Whether the passage is an FAQ asking what the visitor asks: its own
 * question (not the service it is filed under) says every word of the
 * visitor's, and the visitor's says at least half of its own.
 */
export function echoes(passage: Passage, asked: Asked): boolean {
  if (passage.kind !== 'faq' || asked.terms.length === 0) return false;
  if (coveredBy(passage.title, asked).size < asked.terms.length) return false;
  const own = topicWordsOf(passage.title);
  const visitor = [...asked.terms, ...[...asked.meanings.values()].flat()].join(' ');
  return coveredBy(visitor, { terms: own, meanings: new Map(), asksIncluded: false }).size * 2 >= own.length;
}

/**
 * What a passage says to a question, in a sentence or two of its own words:
 * a figure with what it is, the items of a list the question names, or the
 * sentences that answer it best (an FAQ's answer from its opening). Nothing
 * is added but the passage's own heading words; never a figure.
 */
export function statementOf(passage: Passage, asked: Asked): Statement {
  // An example's story is what it is an example of; it is under More, its title the answer.
  const story = passage.kind === 'case-study' ? passage.text : '';
  const heading = [passage.title, passage.subject, passage.keywords, ASPECT_WORDS[passage.kind], story].join(
    ' ',
  );
  const known = coveredBy(heading, asked);
  const sameQuestion = echoes(passage, asked);
  const text = statementText(passage, asked, known, sameQuestion);
  return { passage, text, covered: union(known, coveredBy(text, asked)) };
}
