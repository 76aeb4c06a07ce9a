import { describe, expect, it } from 'vitest';
import { clientDir } from '../../src/tools/dist-dir';
import { htmlErrors } from '../support/html-checker';
import { prerenderedPages } from '../support/prerendered-pages';

describe('the prerendered HTML', () => {
  // The checker reads every page in one Java run: 20 s on a quiet machine, 90 s on a busy one.
  it('has no error the Nu HTML Checker finds, on any page', { timeout: 300_000 }, () => {
    expect(prerenderedPages().length).toBeGreaterThan(20);
    expect(htmlErrors(clientDir, { skipNonHtml: true })).toEqual([]);
  });
});
