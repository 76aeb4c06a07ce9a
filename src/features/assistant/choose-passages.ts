import type { Passage } from './passage';
import { namedSubjects, type Found } from './search-passages';

/** At most this many quotes: an answer, not a page of results. */
const MAX_BLOCKS = 3;
/** A second page is quoted only when it matches nearly as well as the first. */
const SECOND_PAGE_SHARE = 0.6;

/** Whether the question said what it asks of a subject (its price, its timeline…), as opposed to only naming it. */
export function asksAnAspect(results: Found[]): boolean {
  return results.some((result) => result.matched.aspect);
}

/** One passage per service named, for each thing asked of it, taken in turn so every service gets a quote. */
function perSubject(results: Found[], subjects: string[]): Passage[] {
  const asked = new Set(
    results.filter((result) => result.matched.aspect).map((result) => result.passage.kind),
  );
  const lists = subjects.map((subject) => {
    const own = results
      .filter((result) => result.passage.subject === subject)
      .map((result) => result.passage);
    const wanted = own.filter(
      (passage, index) =>
        asked.has(passage.kind) && own.findIndex((other) => other.kind === passage.kind) === index,
    );
    return wanted.length > 0 ? wanted : own.slice(0, 1);
  });
  const chosen: Passage[] = [];
  for (let round = 0; chosen.length < MAX_BLOCKS && lists.some((list) => list[round]); round++)
    for (const list of lists) {
      const passage = list[round];
      if (passage && chosen.length < MAX_BLOCKS) chosen.push(passage);
    }
  return chosen;
}

/**
 * The passages an answer quotes: for each service or package the question
 * names, what it asks of it; otherwise the best match, with a second page
 * when that matches nearly as well.
 */
export function choosePassages(results: Found[]): Passage[] {
  const [best, second] = results;
  if (!best) return [];
  const subjects = namedSubjects(results);
  // A page that answers the question better than any service named (an FAQ, an article asked for) leads alone.
  if (best.passage.subject && subjects.includes(best.passage.subject)) return perSubject(results, subjects);
  const examples = best.passage.kind === 'case-study';
  // Examples come in pairs.
  // An example is quoted beside the site's own answer only when the question asked for examples: a word
  // it shares with a company's story ("money", "app") is not a reason to tell that story.
  const extra = examples
    ? results.find((result) => result !== best && result.passage.kind === 'case-study')
    : second &&
        second.passage.kind !== 'case-study' &&
        second.score >= best.score * SECOND_PAGE_SHARE &&
        second.passage.href !== best.passage.href
      ? second
      : undefined;
  return [best.passage, ...(extra ? [extra.passage] : [])];
}
