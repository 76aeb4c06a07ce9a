import { describe, expect, it } from 'vitest';
import { pageName } from './page-tracking';

describe('pageName', () => {
  it.each([
    ['/', 'home'],
    ['/blog', 'blog'],
    ['/blog/paradox-of-choice-marketing', 'blog'],
    ['/services/seo', 'services'],
    ['/tools/roi-calculator', 'tools'],
  ])('%s belongs to %s', (path, expected) => {
    expect(pageName(path)).toBe(expected);
  });
});
