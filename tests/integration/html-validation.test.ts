import { describe, expect, it } from 'vitest';
import { clientDir } from '../../src/tools/dist-dir';
import { htmlErrors } from '../support/html-checker';
import { prerenderedPages } from '../support/prerendered-pages';

describe('the prerendered HTML', () => {
  it('has no error the Nu HTML Checker finds, on any page', () => {
    expect(prerenderedPages().length).toBeGreaterThan(20);
    expect(htmlErrors(clientDir, { skipNonHtml: true })).toEqual([]);
  });
});
