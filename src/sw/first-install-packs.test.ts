import { describe, expect, it } from 'vitest';
import { responseFor, unpack } from './first-install-packs';

describe('a first install pack', () => {
  it('gives its files by path', () => {
    const files = unpack([
      ['/assets/a.js', 'export{}'],
      ['/assets/b.js', 'console.log(1)'],
    ]);
    expect([...files]).toEqual([
      ['/assets/a.js', 'export{}'],
      ['/assets/b.js', 'console.log(1)'],
    ]);
  });

  it('refuses what is not a pack rather than caching it', () => {
    for (const body of [{}, [['/assets/a.js']], [['/assets/a.js', 1]], 'x', null])
      expect(() => unpack(body)).toThrow('Not a first-install pack');
  });

  it('makes each script a response the browser runs as a module', async () => {
    const response = responseFor('/assets/a.js', 'export{}');
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe('export{}');
  });
});
