import { composeAnswer, type Turn } from '@/features/assistant/compose-answer';
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
  misses: Miss[];
}

const pathOf = (href: string) => href.split('?')[0]?.split('#')[0] ?? href;

/** Asks every question (after its earlier turns) and checks the page cited first and the figure quoted. */
export function evaluate(passages: Passage[], questions: VisitorQuestion[]): Evaluation {
  const index = createSearchIndex(passages);
  const result: Evaluation = { total: questions.length, pageHits: 0, figures: 0, figureHits: 0, misses: [] };
  for (const item of questions) {
    let previous: Turn | undefined;
    for (const question of item.before ?? [])
      previous = { question, answer: composeAnswer(question, index, passages, previous) };
    const answer = composeAnswer(item.question, index, passages, previous);
    const expectedStatus = item.status ?? 'answered';
    const cited = answer.status === 'answered' ? answer.sources[0]?.href : answer.enquiryHref;
    const got = `${answer.status} ${cited ?? '(no page)'}`;
    const pages = [item.page].flat();
    if (answer.status === expectedStatus && cited && pages.includes(pathOf(cited))) result.pageHits++;
    else
      result.misses.push({
        question: item.question,
        expected: `${expectedStatus} ${pages.join(' or ')}`,
        got,
      });
    const text = [answer.lead, ...answer.blocks.map((block) => `${block.title} ${block.text}`)].join('\n');
    for (const figure of [item.figure ?? []].flat()) {
      result.figures++;
      if (text.includes(figure)) result.figureHits++;
      else
        result.misses.push({
          question: item.question,
          expected: `figure "${figure}"`,
          got: answer.blocks.map((block) => block.title).join(' | ') || answer.lead,
        });
    }
    const says = [answer.lead, answer.note ?? ''].join(' ');
    if (item.says && !says.includes(item.says))
      result.misses.push({ question: item.question, expected: `says "${item.says}"`, got: says });
  }
  return result;
}
