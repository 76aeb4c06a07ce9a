import { describe, expect, it } from 'vitest';
import { notFoundPagesFor, prerenderedFileFor } from './not-found-pages';

describe('notFoundPagesFor', () => {
  it.each([
    ['/nope', ['/404.html']],
    ['/blog/unknown', ['/blog/404.html', '/404.html']],
    ['/services/a/b', ['/services/a/404.html', '/services/404.html', '/404.html']],
  ])('%s tries %o', (path, expected) => {
    expect(notFoundPagesFor(path)).toEqual(expected);
  });
});

describe('prerenderedFileFor', () => {
  const origin = 'https://clearnorth.co.uk';
  it.each([
    ['/about', ['/about/index.html']],
    ['/services/seo', ['/services/seo/index.html']],
    ['/contact/', ['/contact/index.html']],
    ['/', []],
    ['/assets/index-abc.js', []],
    ['/favicon.svg', []],
  ])('%s is stored as %o', (path, expected) => {
    expect(prerenderedFileFor(new URL(path, origin)).map((url) => url.pathname)).toEqual(expected);
  });
});
