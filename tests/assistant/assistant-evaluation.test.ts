import { describe, expect, it } from 'vitest';
import { buildPassages } from '@/features/assistant/build-passages';
import { evaluate } from './evaluate-questions';
import { visitorQuestions } from './visitor-questions';

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
});
