import { describe, expect, it } from 'vitest';
import { markdownToTree } from './markdown-tree';
import { countWords, readTime } from './read-time';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('readTime', () => {
  it.each([
    [1, '1 min read'],
    [200, '1 min read'],
    [201, '2 min read'],
    [1400, '7 min read'],
    [2001, '11 min read'],
  ])('%i words → %s', (count, expected) => {
    expect(readTime(markdownToTree(words(count)))).toBe(expected);
  });

  it('an empty body still reads as one minute', () => {
    expect(readTime([])).toBe('1 min read');
  });

  it('counts the words of headings, titles, lists and links, not the Markdown syntax', () => {
    const markdown = '## Two words\n\n1. **Bold title** - and text\n- [a link](/x) here\n\n> quoted line';
    expect(countWords(markdownToTree(markdown))).toBe(11);
  });
});
