import { describe, expect, it } from 'vitest';
import { buildPassages } from '@/features/assistant/build-passages';
import { composeAnswer } from '@/features/assistant/compose-answer';
import { createSearchIndex } from '@/features/assistant/search-passages';
import { heldOutQuestions } from './held-out-questions';
import { visitorQuestions } from './visitor-questions';

describe('every answer is short and says each thing once', async () => {
  const passages = await buildPassages();
  const index = createSearchIndex(passages);
  const questions = [
    ...[...visitorQuestions, ...heldOutQuestions].map((item) => item.question),
    'How much are SEO, PPC and branding for a shop in Sunderland?',
    'whats your email address and do you cover sunderland',
    'where are you based, do you cover gateshead',
  ];

  it.each(questions)(
    '"%s" quotes at most three passages besides the list of towns, none twice',
    (question) => {
      const { passageIds } = composeAnswer(question, index, passages);
      expect(passageIds.filter((id) => id !== 'home:areas').length).toBeLessThanOrEqual(3);
      expect(new Set(passageIds).size).toBe(passageIds.length);
    },
  );

  it('checks a named town without dropping a service the question names', () => {
    const question = 'How much are SEO, PPC and branding for a shop in Sunderland?';
    expect(composeAnswer(question, index, passages).passageIds).toEqual(
      expect.arrayContaining(['home:areas', 'seo:price', 'ppc-advertising:price', 'branding:price']),
    );
  });
});
