import { describe, expect, it } from 'vitest';
import { isAdminPath, pageName } from './page-view-tracking';

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

describe('isAdminPath', () => {
  it.each([
    ['/admin/analytics', true],
    ['/admin', true],
    ['/administration-tips', false],
    ['/blog', false],
  ])('%s is an admin page: %s', (path, expected) => {
    expect(isAdminPath(path)).toBe(expected);
  });
});
