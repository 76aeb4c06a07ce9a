import { paths } from '@/lib/paths';
import type { Answer, AnswerBlock } from './answer';
import { asksAnAspect, choosePassages } from './choose-passages';
import type { Passage } from './passage';
import { echoes, statementOf, type Asked, type Statement } from './passage-statement';
import { questionParts, TOGETHER } from './question-parts';
import { ASKED_FOR_ONLY, ASPECT_WORDS, namedSubjects, type SearchIndex } from './search-passages';
import { expandQuestion, spelledOut, unlistedService } from './synonyms';
import { ukPlaceIn } from './uk-places';
import { contentTermsOf, sameWord, STOP_WORDS, termsOf } from './text-terms';

/** The page listing the services, cited when a visitor asks for one it does not list. */
const SERVICES_PASSAGE = 'services:list';
/** The site's list of towns, which a named town is checked against. */
const AREAS_PASSAGE = 'home:areas';
/** The passage that says when the team replies, quoted when a visitor asks for a person. */
const REPLY_PASSAGE = 'contact:why';
/** The site's words for a place in the UK outside the towns it lists. */
const ELSEWHERE = 'areas elsewhere uk';
/** The best few matches are weighed for how much of the question they answer, not only the first. */
const CANDIDATES = 5;

const wording = {
  unknown:
    "Sorry, I don't know. I only answer from this site's pages, and they don't cover that. Our team can help: send them your question and a person will reply.",
  unlisted: (services: string[]) =>
    `Sorry, that isn't one of the services this site lists. Those are ${services.slice(0, -1).join(', ')} and ${services.at(-1) ?? ''}. Our team can help: send them your question and a person will reply.`,
  notEnglish:
    'Sorry, I can only answer in English. Please ask again in English, or send the team your question and a person will reply.',
  handover: 'Of course. Send the team a message and a person will reply, or book a call.',
  examples: "These are public examples of good marketing, not Clear North's clients.",
  servedArea: (place: string) => `${place} is one of the areas we serve.`,
  notCovered: (words: string) => `This site doesn't cover ${words}`,
  noTotal: ", so I can't give a total",
  pricedApart: "I can't give a total: the pages price each one on its own.",
  askTheTeam: 'The team can answer that part.',
};

/** Whether the team does something: "do you do plumbing", "can you print flyers", "are you hiring". */
const ASKS_WHAT_WE_DO = /\b(do|does|can|could|will|would) (you|u|ya|your team)\b|\bare (you|u) \w+ing\b/;

const HOW_MANY = /\bhow many\b/;

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

/** Said plainly when the site does not cover it, with the way to a person. */
function unknownAnswer(question: string, lead = wording.unknown): Answer {
  const enquiryHref = paths.contact.href({ message: question });
  return { status: 'unknown', lead, blocks: [], sources: [], enquiryHref, passageIds: [] };
}

/** The services the site lists, by name, in the order of their pages. */
function listedServices(passages: Passage[]): string[] {
  return unique(passages.flatMap((passage) => (passage.kind === 'overview' && passage.subject) || []));
}

/** Asked for a service the site does not list ("build me a website"): said so, with the ones it does list. */
function unlistedAnswer(
  question: string,
  passages: Passage[],
  find: (id: string) => Passage | undefined,
): Answer {
  const services = find(SERVICES_PASSAGE);
  return {
    ...unknownAnswer(question, wording.unlisted(listedServices(passages))),
    sources: sourcesOf(services ? [services] : []),
  };
}

function handoverAnswer(
  previousQuestion: string | undefined,
  find: (id: string) => Passage | undefined,
): Answer {
  const details = [REPLY_PASSAGE, 'contact:hours', 'contact:details'].flatMap((id) => find(id) ?? []);
  const reply = find(REPLY_PASSAGE);
  // When a person will reply, in the page's own sentence.
  const when = reply
    ? statementOf(reply, { terms: ['reply'], meanings: new Map(), asksIncluded: false })
    : undefined;
  return {
    status: 'handover',
    lead: [wording.handover, when?.text].filter(Boolean).join(' '),
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

/** What a question leans on: the previous answer's passage, or, for a question's later part, its earlier part's. */
interface Leaning {
  passage: Passage;
  /** An earlier part of the same question, which the part always follows on from. */
  samePart: boolean;
}

/**
 * A follow-up ("and PPC?", "how long does it take?") borrows from the
 * previous answer what it leaves out: the service it was about, or what was
 * asked of it.
 */
function withContext(query: string, text: string, leaning: Leaning | undefined, index: SearchIndex): string {
  const followsOn = leaning?.samePart || FOLLOW_UP.test(text.trim()) || text.trim().split(/\s+/).length <= 4;
  const previous = leaning?.passage;
  if (!previous || !followsOn) return query;
  const results = index.search(query);
  const borrowed = [
    namedSubjects(results).length === 0 ? previous.subject : undefined,
    asksAnAspect(results) ? undefined : previous.kind,
  ];
  return [query, ...borrowed.filter(Boolean)].join(' ');
}

export interface Turn {
  question: string;
  answer: Answer;
}

/** A part of a question and what the site says to it. */
interface PartAnswer {
  statements: Statement[];
  answered: boolean;
  /** The part's own topic words, for saying what the site does not cover. */
  words: string;
  /** Whether it asks for a service the site does not list. */
  unlisted?: boolean;
}

/** Over this share of a part's topic words answered, the part is answered. */
const MIN_ANSWERED = 2 / 3;

/** A word this many passages use is one of the site's everyday words ("marketing", "business"). */
const COMMON_USAGE = 5;

/**
 * Enough of a part answered: each topic word counts fully when the answer's
 * own words say it (or the site's word for it), half when the site uses it
 * only elsewhere, not at all when the site never does. Less, and the nearest
 * passage is about something else that shares a word with the question.
 * Asked whether the team does something, a word the site uses only here and
 * there ("wedding", "hiring") is the very thing asked: unless the answer
 * says it, it does not count.
 */
function enoughAnswered(
  terms: string[],
  covered: Set<string>,
  index: SearchIndex,
  asksWhatWeDo: boolean,
): boolean {
  if (terms.length === 0) return true;
  const credit = (term: string) => {
    if (covered.has(term)) return 1;
    const usage = index.usage(term);
    if (usage === 0 || (asksWhatWeDo && usage < COMMON_USAGE)) return 0;
    return 0.5;
  };
  return terms.reduce((sum, term) => sum + credit(term), 0) / terms.length > MIN_ANSWERED;
}

const ASPECTS = termsOf(Object.values(ASPECT_WORDS).join(' '));

/** Words any business may be called, or any that did well, which say nothing of what kind of business it is. */
const ANY_BUSINESS = new Set(
  termsOf('business businesses company companies brand brands firm firms good great best well successful'),
);

/** A word asking what kind of thing is wanted (a price, an example, the hours) rather than what it is about. */
function asksAKind(term: string, meanings: ReadonlyMap<string, readonly string[]>): boolean {
  const words = [term, ...(meanings.get(term) ?? [])];
  return words.some((word) => ASPECTS.some((aspect) => sameWord(word, aspect)));
}

/**
 * Examples answer only when they are examples of what was asked: "example"
 * in "an example in hospitality" is answered by any example, so every word
 * saying what the example is of must be answered.
 */
function examplesAnswer(terms: string[], meanings: Asked['meanings'], covered: Set<string>): boolean {
  return terms.every((term) => covered.has(term) || ANY_BUSINESS.has(term) || asksAKind(term, meanings));
}

/**
 * Passages that answer one thing asked (a service's price, its steps, an
 * example), taken only when that is asked: a word a company's story shares
 * with the question is no reason to tell it.
 */
const ASKED_ONLY: ReadonlySet<Passage['kind']> = new Set([
  'price',
  'timeline',
  'process',
  'deliverables',
  'case-study',
]);

const ASPECT_TERMS = new Map(
  Object.entries(ASPECT_WORDS).map(([kind, words]) => [kind, termsOf(words)] as const),
);

/** Whether the question's words, with the site's words for them, ask what a kind of passage answers. */
function kindAsked(kind: Passage['kind'], queryTerms: string[]): boolean {
  const aspect = ASPECT_TERMS.get(kind) ?? [];
  return queryTerms.some((word) => aspect.some((each) => sameWord(word, each)));
}
/**
 * Of the passages found, the statement answering most of the part; on a tie,
 * one of the kind asked for (a price, a timeline, who it is for), then an FAQ
 * asking what the visitor asks, then one about the service the question
 * names, then the first found.
 */
function bestStatement(
  passages: Passage[],
  asked: Asked,
  queryTerms: string[],
  subjects: string[],
): Statement | undefined {
  const rank = ({ passage, covered }: Statement) => [
    covered.size,
    (ASKED_ONLY.has(passage.kind) || passage.kind === 'fit') && kindAsked(passage.kind, queryTerms) ? 1 : 0,
    echoes(passage, asked) ? 1 : 0,
    passage.subject !== undefined && subjects.includes(passage.subject) ? 1 : 0,
  ];
  let best: Statement | undefined;
  let bestRank: number[] = [];
  for (const passage of passages) {
    const statement = statementOf(passage, asked);
    const ranked = rank(statement);
    const first = ranked.findIndex((value, place) => value !== bestRank[place]);
    if (!best || (first >= 0 && (ranked[first] ?? 0) > (bestRank[first] ?? 0))) {
      best = statement;
      bestRank = ranked;
    }
  }
  return best;
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

interface Knowledge {
  index: SearchIndex;
  find: (id: string) => Passage | undefined;
  places: string[];
  asksWhatWeDo: boolean;
}

function answerPart(
  part: string,
  previous: Leaning | undefined,
  { index, find, places, asksWhatWeDo }: Knowledge,
): PartAnswer {
  const words = part
    .replace(TOGETHER, ' ')
    .split(/\s+/)
    .filter((word) => contentTermsOf(word).length > 0)
    .join(' ');
  const unlisted = unlistedService(part);
  if (unlisted) return { statements: [], answered: false, words: unlisted, unlisted: true };
  const expanded = expandQuestion(part);
  const { meanings } = expanded;
  const place = placeIn(part, places);
  // A UK town the site does not list is one of the places "elsewhere in the UK" the team also works.
  const elsewhere = place ? undefined : ukPlaceIn(part);
  for (const term of elsewhere ? termsOf(elsewhere) : []) meanings.set(term, termsOf(ELSEWHERE));
  const query = elsewhere ? `${expanded.query} ${ELSEWHERE}` : expanded.query;
  const placeTerms = place ? termsOf(place) : [];
  const terms = unique(
    contentTermsOf(part.replace(TOGETHER, ' ')).filter(
      (term) => term.length > 1 && !placeTerms.includes(term),
    ),
  );
  const asked: Asked = { terms, meanings, asksIncluded: /\bincludes\b/.test(query) };
  const searched = withContext(query, part, previous, index);
  const results = index.search(searched);
  const queryTerms = contentTermsOf(searched);
  const asks = (passage: Passage) => !ASKED_ONLY.has(passage.kind) || kindAsked(passage.kind, queryTerms);
  const chosen = choosePassages(results).filter(asks);
  const subjects = namedSubjects(results);
  // Several things asked of the services named, or a pair of examples: each is said.
  const several =
    chosen.length > 1 &&
    (chosen.every((passage) => passage.subject && subjects.includes(passage.subject)) ||
      chosen[0]?.kind === 'case-study');
  // An article, the privacy notice, the newsletter or a resource not asked for may lead, as the search's own
  // choice, but not be picked over the others; and none says whether the team does something.
  const unasked = (passage: Passage) =>
    ASKED_FOR_ONLY.has(passage.kind) && !kindAsked(passage.kind, queryTerms);
  const candidates = unique([
    ...chosen.slice(0, 1),
    ...results
      .slice(0, CANDIDATES)
      .map((result) => result.passage)
      .filter((passage) => asks(passage) && !unasked(passage)),
  ]).filter((passage) => !asksWhatWeDo || !unasked(passage));
  const found = several
    ? chosen.map((passage) => statementOf(passage, asked))
    : [bestStatement(candidates, asked, queryTerms, subjects)].flatMap((statement) => statement ?? []);
  const areas = find(AREAS_PASSAGE);
  const placed: Statement[] =
    place && areas ? [{ passage: areas, text: wording.servedArea(place), covered: new Set(placeTerms) }] : [];
  // A named town is checked first, unless the answer is already about where the team works.
  const statements =
    terms.length === 0 && placed.length > 0
      ? placed
      : found[0]?.passage.kind === 'areas'
        ? [...found, ...placed]
        : [...placed, ...found];
  const covered = new Set([...placeTerms, ...found.flatMap((statement) => [...statement.covered])]);
  // "How many" is answered by a number, not by a list or a story that shares a word with it.
  const counts = !HOW_MANY.test(part) || found.some((statement) => /\d/.test(statement.text));
  const answered =
    counts &&
    found.length + placed.length > 0 &&
    enoughAnswered(terms, covered, index, asksWhatWeDo) &&
    (!found.some((statement) => statement.passage.kind === 'case-study') ||
      examplesAnswer(terms, meanings, covered));
  return { statements, answered, words };
}

/** The statements of the parts answered, each passage and each text said once. */
function saidOnce(parts: PartAnswer[]): Statement[] {
  const seen = new Set<string>();
  return parts
    .filter((part) => part.answered)
    .flatMap((part) => part.statements)
    .filter((statement) => {
      const said = [statement.passage.id, statement.passage.text].some((key) => seen.has(key));
      seen.add(statement.passage.id).add(statement.passage.text);
      return !said;
    });
}

/**
 * Answers a question in a sentence or a few, each from one of the site's
 * passages in its own words (a figure always exactly as the page gives it),
 * with the page to read more and the passages themselves under More. A
 * question about two things gets an answer to each, or is told which the
 * site does not cover. When the site does not answer it, it says so and
 * offers to send the question to the team. Never composes a figure of its own.
 */
export function composeAnswer(
  question: string,
  index: SearchIndex,
  passages: Passage[],
  previous?: Turn,
): Answer {
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  const find = (id: string) => byId.get(id);
  const text = spelledOut(question);

  if (HANDOVER.test(text)) return handoverAnswer(previous?.question, find);
  if (isNotEnglish(question, index)) return unknownAnswer(question, wording.notEnglish);

  const knowledge = { index, find, places: servedPlaces(find), asksWhatWeDo: ASKS_WHAT_WE_DO.test(text) };
  const before = find(previous?.answer.passageIds.find((id) => id !== AREAS_PASSAGE) ?? '');
  let leaning: Leaning | undefined = before ? { passage: before, samePart: false } : undefined;
  const parts: PartAnswer[] = [];
  for (const part of questionParts(text, (term) => index.knows(term))) {
    const answer = answerPart(part, leaning, knowledge);
    parts.push(answer);
    const passage = answer.statements.find((statement) => statement.passage.id !== AREAS_PASSAGE)?.passage;
    if (passage) leaning = { passage, samePart: true };
  }
  const statements = saidOnce(parts);
  // Better no answer than the nearest passage to a question the site does not cover.
  if (statements.length === 0)
    return parts.some((part) => part.unlisted)
      ? unlistedAnswer(question, passages, find)
      : unknownAnswer(question);

  const sentences = statements.map((statement) => statement.text);
  const unanswered = parts.filter((part) => !part.answered).map((part) => part.words);
  const together = TOGETHER.test(text);
  if (unanswered.length > 0)
    sentences.push(
      `${wording.notCovered(unanswered.join(' or '))}${together ? wording.noTotal : ''}. ${wording.askTheTeam}`,
    );
  else if (together && statements.filter((statement) => statement.passage.kind === 'price').length > 1)
    sentences.push(wording.pricedApart);
  const quoted = statements.map((statement) => statement.passage);
  // The Business Examples are well-known companies; an answer must never pass them off as the agency's work.
  const examples = quoted.some((passage) => passage.kind === 'case-study');
  return {
    status: 'answered',
    lead: sentences.join(' '),
    ...(examples ? { note: wording.examples } : {}),
    blocks: quoted.map(blockOf),
    sources: sourcesOf(quoted),
    ...(unanswered.length > 0 ? { enquiryHref: paths.contact.href({ message: question }) } : {}),
    passageIds: quoted.map((passage) => passage.id),
  };
}
