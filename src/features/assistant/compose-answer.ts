import { paths } from '@/lib/paths';
import type { Answer, AnswerBlock } from './answer';
import type { Passage } from './passage';
import type { SearchIndex } from './search-passages';
import { contentTermsOf } from './text-terms';
import { understandQuestion, withContext, type Understanding } from './understand-question';

/** At most this many quotes: an answer, not a page of results. */
const MAX_BLOCKS = 3;
/** A second page is quoted only when it matches nearly as well as the first. */
const SECOND_PAGE_SHARE = 0.6;
/** The site's list of towns, which a named town is checked against. */
const AREAS_PASSAGE = 'home:areas';

const title = (text: string) => text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

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

function answerFrom(passages: Passage[], lead: string, understanding: Understanding): Answer {
  return {
    status: 'answered',
    lead,
    blocks: passages.map(blockOf),
    sources: sourcesOf(passages),
    passageIds: passages.map((passage) => passage.id),
    understanding,
  };
}

/** Spec-free honesty: say plainly the site does not cover it, and offer a person instead. */
export function unknownAnswer(question: string, understanding: Understanding): Answer {
  return {
    status: 'unknown',
    lead: "Sorry, I don't know. I only answer from this site's pages, and they don't cover that. Our team can help: send them your question and a person will reply.",
    blocks: [],
    sources: [],
    enquiryHref: paths.contact.href({ message: question }),
    passageIds: [],
    understanding,
  };
}

function handoverAnswer(
  previousQuestion: string | undefined,
  understanding: Understanding,
  find: (id: string) => Passage | undefined,
): Answer {
  const details = ['contact:why', 'contact:hours', 'contact:details'].flatMap((id) => find(id) ?? []);
  return {
    status: 'handover',
    lead: 'Of course. Send the team a message and a person will reply, or book a call.',
    blocks: details.map(blockOf),
    sources: sourcesOf(details),
    enquiryHref: paths.contact.href(previousQuestion ? { message: previousQuestion } : {}),
    passageIds: details.map((passage) => passage.id),
    understanding,
  };
}

/** Topic words the site never uses (a typo away included): "boiler" in "can you fix my boiler?". */
function isOffTopic(understanding: Understanding, index: SearchIndex): boolean {
  if (understanding.service || understanding.package || understanding.industry) return false;
  const terms = contentTermsOf(understanding.topicText);
  const unknown = terms.filter((term) => !index.knows(term));
  if (unknown.length === 0) return false;
  return !understanding.intent || unknown.length >= terms.length - unknown.length;
}

/** Passages that belong with the best one: a service's price and timeline go together. */
function companions(
  best: Passage,
  understanding: Understanding,
  find: (id: string) => Passage | undefined,
): Passage[] {
  const { intent, service, place } = understanding;
  // A service's price and timeline go together, whichever passage matched best.
  if (service && best.topic === service && (intent === 'price' || intent === 'timeline')) {
    const other = intent === 'price' ? 'timeline' : 'price';
    const asked = best.id === `${service}:${intent}` ? [] : [`${service}:${intent}`];
    return [...asked, `${service}:${other}`].flatMap((id) => find(id) ?? []);
  }
  if (place && best.id !== AREAS_PASSAGE) return [find(AREAS_PASSAGE)].flatMap((passage) => passage ?? []);
  return [];
}

function leadFor(
  passages: Passage[],
  understanding: Understanding,
  find: (id: string) => Passage | undefined,
): string {
  const { place } = understanding;
  if (place) {
    const areas = find(AREAS_PASSAGE)?.text.toLowerCase() ?? '';
    const known = areas.includes(place) || (place === 'newcastle' && areas.includes('newcastle upon tyne'));
    return known
      ? `Yes: ${title(place)} is one of the areas we serve.`
      : `${title(place)} is not on our list of areas, but we also work with clients elsewhere in the UK.`;
  }
  const pages = new Set(passages.map((passage) => passage.page));
  const [only] = pages;
  return pages.size === 1 && only ? `From our ${only} page:` : 'From our pages:';
}

export interface Turn {
  question: string;
  answer: Answer;
}

/**
 * Answers a question from the site's passages: the best matches, quoted in
 * the page's words, with the pages they come from. Never composes a figure of
 * its own; when the site does not say, it says so.
 */
export function composeAnswer(
  question: string,
  index: SearchIndex,
  passages: Passage[],
  previous?: Turn,
): Answer {
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  const find = (id: string) => byId.get(id);
  const understanding = withContext(understandQuestion(question), previous?.answer.understanding);

  if (understanding.intent === 'handover') return handoverAnswer(previous?.question, understanding, find);
  if (isOffTopic(understanding, index)) return unknownAnswer(question, understanding);

  const results = index.search(understanding);
  const best = results[0];
  if (!best) return unknownAnswer(question, understanding);

  const chosen: Passage[] = [best.passage, ...companions(best.passage, understanding, find)];
  // Examples come in pairs; otherwise a second page only when it matches nearly as well.
  const extras =
    understanding.intent === 'example'
      ? results.filter((result) => result.passage.kind === 'case-study').slice(1, 2)
      : results
          .slice(1, 2)
          .filter(
            (result) =>
              result.score >= best.score * SECOND_PAGE_SHARE &&
              !chosen.some((passage) => passage.href === result.passage.href),
          );
  for (const extra of extras) if (chosen.length < MAX_BLOCKS) chosen.push(extra.passage);
  return answerFrom(chosen, leadFor(chosen, understanding, find), understanding);
}
