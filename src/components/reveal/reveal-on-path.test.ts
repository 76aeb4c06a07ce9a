import { describe, expect, it } from 'vitest';
import { revealsOnPath } from './reveal-on-path';

describe('revealsOnPath', () => {
  it.each([
    ['/', true],
    ['/services', true],
    ['/services/seo', true],
    ['/about', true],
    ['/pricing', true],
    ['/business-examples', true],
    ['/education', true],
    ['/blogger', true],
    ['/blog', false],
    ['/blog/paradox-of-choice-marketing', false],
  ])('%s reveals: %s', (pathname, expected) => {
    expect(revealsOnPath(pathname)).toBe(expected);
  });
});
