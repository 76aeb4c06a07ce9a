import { describe, expect, it } from 'vitest';
import { formatPostDate, metaDescription } from './post-text';

describe('formatPostDate', () => {
  it.each([
    ['2024-01-15', '15 January 2024'],
    ['2026-10-02', '2 October 2026'],
    ['2024-12-31', '31 December 2024'],
  ])('%s → %s', (date, shown) => {
    expect(formatPostDate(date)).toBe(shown);
  });
});

describe('metaDescription', () => {
  it('keeps an excerpt of up to 160 characters', () => {
    const excerpt = 'a'.repeat(160);
    expect(metaDescription(excerpt)).toBe(excerpt);
  });

  it('cuts a longer excerpt at a word and marks the cut', () => {
    const excerpt = `${'word '.repeat(40)}end.`;
    const description = metaDescription(excerpt);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/word…$/);
  });

  it('drops trailing punctuation before the ellipsis', () => {
    const excerpt = `${'x'.repeat(155)}, more words that do not fit`;
    expect(metaDescription(excerpt)).toBe(`${'x'.repeat(155)}…`);
  });
});
