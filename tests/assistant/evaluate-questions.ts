import { composeAnswer, type Turn } from '@/features/assistant/compose-answer';
import type { Answer } from '@/features/assistant/answer';
import type { Passage } from '@/features/assistant/passage';
import { createSearchIndex } from '@/features/assistant/search-passages';
import type { VisitorQuestion } from './visitor-questions';

export interface Miss {
  question: string;
  expected: string;
  got: string;
}

export interface Evaluation {
  total: number;
  /** Questions whose first cited page (or hand-over) was the expected one. */
  pageHits: number;
  /** Questions with an expected figure, and those whose answer quoted it exactly. */
  figures: number;
  figureHits: number;
  /** Questions the site answers, and those answered right: the right page first, every figure shown, the words expected. */
  answerable: number;
  rightAnswers: number;
  /** Questions the site does not cover, and those the assistant said so of instead of answering. */
  notCovered: number;
  honestRefusals: number;
  /** Questions the site answers that the assistant said it could not. */
  wronglyRefused: number;
  misses: Miss[];
}

const pathOf = (href: string) => href.split('?')[0]?.split('#')[0] ?? href;

/** What a visitor reads before opening More: the answer's own sentences. */
function shownFirst(answer: Answer): string {
  return answer.lead;
}

/** Asks every question (after its earlier turns) and checks the page cited first and the figure quoted. */
export function evaluate(passages: Passage[], questions: VisitorQuestion[]): Evaluation {
  const index = createSearchIndex(passages);
  const result: Evaluation = {
    total: questions.length,
    pageHits: 0,
    figures: 0,
    figureHits: 0,
    answerable: 0,
    rightAnswers: 0,
    notCovered: 0,
    honestRefusals: 0,
    wronglyRefused: 0,
    misses: [],
  };
  for (const item of questions) {
    let previous: Turn | undefined;
    for (const question of item.before ?? [])
      previous = { question, answer: composeAnswer(question, index, passages, previous) };
    const answer = composeAnswer(item.question, index, passages, previous);
    const expectedStatus = item.status ?? 'answered';
    const cited = answer.status === 'answered' ? answer.sources[0]?.href : answer.enquiryHref;
    const got = `${answer.status} ${cited ?? '(no page)'}`;
    const pages = [item.page].flat();
    const rightPage =
      answer.status === expectedStatus && cited !== undefined && pages.includes(pathOf(cited));
    if (rightPage) result.pageHits++;
    else
      result.misses.push({
        question: item.question,
        expected: `${expectedStatus} ${pages.join(' or ')}`,
        got,
      });
    const text = shownFirst(answer);
    let allFigures = true;
    for (const figure of [item.figure ?? []].flat()) {
      result.figures++;
      if (text.includes(figure)) result.figureHits++;
      else {
        allFigures = false;
        result.misses.push({
          question: item.question,
          expected: `figure "${figure}"`,
          got: text,
        });
      }
    }
    const says = [answer.lead, answer.note ?? ''].join(' ');
    const saysIt = !item.says || says.includes(item.says);
    if (!saysIt) result.misses.push({ question: item.question, expected: `says "${item.says}"`, got: says });
    if (expectedStatus === 'unknown') {
      result.notCovered++;
      if (answer.status === 'unknown') result.honestRefusals++;
    } else {
      result.answerable++;
      if (rightPage && allFigures && saysIt) result.rightAnswers++;
      if (answer.status === 'unknown') result.wronglyRefused++;
    }
  }
  return result;
}
