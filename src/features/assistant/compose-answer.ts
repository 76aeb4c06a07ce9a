import { paths } from '@/lib/paths';
import type { Answer, AnswerBlock } from './answer';
import { asksAnAspect, choosePassages } from './choose-passages';
import type { Passage } from './passage';
import { namedSubjects, type Found, type SearchIndex } from './search-passages';
import { expandQuestion } from './synonyms';
import { contentTermsOf, STOP_WORDS, termsOf } from './text-terms';

/** The site's list of towns, which a named town is checked against. */
const AREAS_PASSAGE = 'home:areas';
/** At or below this share of its words understood, a question is not answered from the nearest passage. */
const MIN_UNDERSTOOD = 0.5;

const wording = {
  unknown:
    "Sorry, I don't know. I only answer from this site's pages, and they don't cover that. Our team can help: send them your question and a person will reply.",
  notEnglish:
    'Sorry, I can only answer in English. Please ask again in English, or send the team your question and a person will reply.',
  handover: 'Of course. Send the team a message and a person will reply, or book a call.',
  examples: "These are public examples of good marketing, not Clear North's clients.",
  servedArea: (place: string) => `${place} is one of the areas we serve.`,
  fromPage: (page: string) => `From our ${page} page:`,
  fromPages: 'From our pages:',
};

const HANDOVER =
  /\b(human|real person|actual person|a person|someone real|member of (the |your )?(team|staff)|(speak|talk) (to|with) (someone|somebody|a|an|the)|call me back|ring me)\b/;

/** Words that lean on the previous turn: "and PPC?", "what about it?", "how long does that take?". */
const FOLLOW_UP =
  /^(and|what about|how about|also|plus|same for|ok and|okay and)\b|\b(it|that|this|they|them|those)\b/;

/** Letters English does not use but Polish and Welsh do. */
const FOREIGN_LETTERS = /[ąćęłńśźżŵŷ]/;

function blockOf(passage: Passage): AnswerBlock {
  return { title: passage.title, text: passage.text, href: passage.href };
}

function sourcesOf(passages: Passage[]): Answer['sources'] {
  const seen = new Set<string>();
  return passages.flatMap((passage) => {
    if (seen.has(passage.href)) return [];
    seen.add(passage.href);
    return [{ title: passage.page, href: passage.href }];
  });
}

function answerFrom(passages: Passage[], lead: string): Answer {
  // The Business Examples are well-known companies; an answer must never pass them off as the agency's work.
  const examples = passages.some((passage) => passage.kind === 'case-study');
  return {
    status: 'answered',
    lead,
    ...(examples ? { note: wording.examples } : {}),
    blocks: passages.map(blockOf),
    sources: sourcesOf(passages),
    passageIds: passages.map((passage) => passage.id),
  };
}

/** Said plainly when the site does not cover it, with the way to a person. */
function unknownAnswer(question: string, lead = wording.unknown): Answer {
  const enquiryHref = paths.contact.href({ message: question });
  return { status: 'unknown', lead, blocks: [], sources: [], enquiryHref, passageIds: [] };
}

function handoverAnswer(
  previousQuestion: string | undefined,
  find: (id: string) => Passage | undefined,
): Answer {
  const details = ['contact:why', 'contact:hours', 'contact:details'].flatMap((id) => find(id) ?? []);
  return {
    status: 'handover',
    lead: wording.handover,
    blocks: details.map(blockOf),
    sources: sourcesOf(details),
    enquiryHref: paths.contact.href(previousQuestion ? { message: previousQuestion } : {}),
    passageIds: details.map((passage) => passage.id),
  };
}

/** No English word at all, and most words unknown to the site: the question is in another language. */
function isNotEnglish(question: string, index: SearchIndex): boolean {
  if (FOREIGN_LETTERS.test(question.toLowerCase())) return true;
  const words = termsOf(question);
  if (words.length < 2 || words.some((word) => STOP_WORDS.has(word))) return false;
  return words.filter((word) => !index.knows(word)).length * 2 > words.length;
}

/**
 * How much of the question the quoted passages answer: each topic word counts
 * fully when they match it (or a synonym stood for it), half when the site
 * uses it only elsewhere, not at all when the site never does.
 */
function understoodShare(question: string, explained: string[], quoted: Found[], index: SearchIndex): number {
  const terms = contentTermsOf(question).filter((term) => term.length > 1);
  if (terms.length === 0) return 1;
  const matched = new Set(quoted.flatMap((result) => result.questionTerms));
  const credit = (term: string) =>
    explained.includes(term) || matched.has(term) ? 1 : index.knows(term) ? 0.5 : 0;
  return terms.reduce((sum, term) => sum + credit(term), 0) / terms.length;
}

/** The towns the site serves, from the page's own list. */
function servedPlaces(find: (id: string) => Passage | undefined): string[] {
  return (find(AREAS_PASSAGE)?.text ?? '').split(', ').filter(Boolean);
}

/** A served town the question names ("Newcastle" stands for "Newcastle upon Tyne"). */
function placeIn(text: string, places: string[]): string | undefined {
  return places.find((place) =>
    [place, place.split(' upon ')[0] ?? place].some((name) =>
      new RegExp(`\\b${name.toLowerCase()}\\b`).test(text),
    ),
  );
}

/**
 * A follow-up ("and PPC?", "how long does it take?") borrows from the
 * previous answer what it leaves out: the service it was about, or what was
 * asked of it.
 */
function withContext(query: string, text: string, previous: Passage | undefined, index: SearchIndex): string {
  if (!previous || !(FOLLOW_UP.test(text.trim()) || text.trim().split(/\s+/).length <= 4)) return query;
  const results = index.search(query);
  const borrowed = [
    namedSubjects(results).length === 0 ? previous.subject : undefined,
    asksAnAspect(results) ? undefined : previous.kind,
  ];
  return [query, ...borrowed.filter(Boolean)].join(' ');
}

function leadFor(passages: Passage[], place: string | undefined): string {
  const pages = new Set(passages.map((passage) => passage.page));
  const [only] = pages;
  if (place) return wording.servedArea(place);
  return pages.size === 1 && only ? wording.fromPage(only) : wording.fromPages;
}

export interface Turn {
  question: string;
  answer: Answer;
}

/**
 * Answers a question from the site's passages: the best matches, quoted in
 * the page's words, with the pages they come from. Never composes a figure of
 * its own; when the site does not say, or the question is not understood, it
 * says so and offers a person.
 */
export function composeAnswer(
  question: string,
  index: SearchIndex,
  passages: Passage[],
  previous?: Turn,
): Answer {
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  const find = (id: string) => byId.get(id);
  const { query, explained } = expandQuestion(question);
  const text = question.toLowerCase();

  if (HANDOVER.test(query)) return handoverAnswer(previous?.question, find);
  if (isNotEnglish(question, index)) return unknownAnswer(question, wording.notEnglish);

  const before = previous?.answer.passageIds[0];
  const results = index.search(withContext(query, text, before ? find(before) : undefined, index));
  const best = choosePassages(results);
  const place = placeIn(text, servedPlaces(find));
  const areas = find(AREAS_PASSAGE);
  // A named town is checked against the site's list, quoted first (once) on top of the answer's own quotes.
  const chosen =
    place && areas && best[0]?.kind !== 'areas'
      ? [areas, ...best.filter((passage) => passage !== areas)]
      : best;
  const quoted = results.filter((result) => chosen.includes(result.passage));
  // Better no answer than the nearest passage to a question the site does not cover.
  if (chosen.length === 0 || understoodShare(question, explained, quoted, index) <= MIN_UNDERSTOOD)
    return unknownAnswer(question);
  return answerFrom(chosen, leadFor(chosen, place));
}
