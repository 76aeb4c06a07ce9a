import { describe, expect, it } from 'vitest';
import { buildPassages } from '@/features/assistant/build-passages';
import { evaluate } from './evaluate-questions';
import { heldOutQuestions } from './held-out-questions';
import { onceAnsweredWrongly, visitorQuestions } from './visitor-questions';

describe('the assistant answers visitors’ questions from the right page', async () => {
  const result = evaluate(await buildPassages(), visitorQuestions);

  it('asks at least 60 questions', () => {
    expect(visitorQuestions.length).toBeGreaterThanOrEqual(60);
  });

  it('cites the expected page first for at least 90% of them', () => {
    expect(result.pageHits / result.total, JSON.stringify(result.misses, null, 2)).toBeGreaterThanOrEqual(
      0.9,
    );
  });

  it('quotes every expected figure exactly', () => {
    expect(result.figureHits, JSON.stringify(result.misses, null, 2)).toBe(result.figures);
  });

  it.each(onceAnsweredWrongly.map((item) => [item.question, item] as const))(
    'answers "%s" from the right page, with every figure and the expected words',
    async (_, item) => {
      expect(evaluate(await buildPassages(), [item]).misses).toEqual([]);
    },
  );
});

describe('the assistant answers questions it was never tuned against', async () => {
  const result = evaluate(await buildPassages(), heldOutQuestions);

  it('asks at least 80 questions', () => {
    expect(heldOutQuestions.length).toBeGreaterThanOrEqual(80);
  });

  // The floors are a little under the shares measured when the answers became a few composed sentences,
  // a figure counting only when those sentences say it.
  it('answers at least 75% of those the site answers rightly: the right page first, every figure in the answer', () => {
    expect(
      result.rightAnswers / result.answerable,
      JSON.stringify(result.misses, null, 2),
    ).toBeGreaterThanOrEqual(0.75);
  });

  it('says it does not know for at least 60% of those the site does not cover', () => {
    expect(
      result.honestRefusals / result.notCovered,
      JSON.stringify(result.misses, null, 2),
    ).toBeGreaterThanOrEqual(0.6);
  });
});
