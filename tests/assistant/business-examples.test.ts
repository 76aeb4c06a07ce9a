import { describe, expect, it } from 'vitest';
import { buildPassages } from '@/features/assistant/build-passages';
import { composeAnswer } from '@/features/assistant/compose-answer';
import { createSearchIndex } from '@/features/assistant/search-passages';
import { heldOutQuestions } from './held-out-questions';
import { visitorQuestions } from './visitor-questions';

const NOT_OUR_CLIENTS = "These are public examples of good marketing, not Clear North's clients.";

describe('the assistant never passes the Business Examples off as the agency’s own work', async () => {
  const passages = await buildPassages();
  const index = createSearchIndex(passages);
  const ask = (question: string) => composeAnswer(question, index, passages);

  it('does not say yes to having worked in a town it only serves, and says whose the example is', () => {
    const answer = ask('Have you worked with any companies in Sunderland? Show me a case study');
    expect(answer.lead).not.toMatch(/\byes\b/i);
    expect(answer.lead).toContain('Sunderland is one of the areas we serve.');
    expect(answer.note).toBe(NOT_OUR_CLIENTS);
  });

  it('says so in every answer that quotes an example', () => {
    const questions = [...visitorQuestions, ...heldOutQuestions].map((item) => item.question);
    const quotingExamples = questions
      .map(ask)
      .filter((answer) => answer.blocks.some((block) => block.href.startsWith('/business-examples')));
    expect(quotingExamples.length).toBeGreaterThanOrEqual(5);
    for (const answer of quotingExamples) expect(answer.note).toBe(NOT_OUR_CLIENTS);
    // Every question of both sets, asked in turn: seconds on a busy shared machine.
  }, 30_000);

  it('quotes an example beside its own answer only when the question asks for examples', () => {
    const answer = ask('do you do a money back guarantee');
    expect(answer.blocks.map((block) => block.href)).toEqual(['/pricing']);
    expect(answer.note).toBeUndefined();
  });
});
