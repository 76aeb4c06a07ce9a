import { describe, expect, it } from 'vitest';
import { withoutParam } from './url-param';

describe('withoutParam', () => {
  it.each([
    ['https://site.test/?verify=abc', 'verify', 'abc', '/'],
    [
      'https://site.test/auth/reset-password?token=t.o.k&x=1#top',
      'token',
      't.o.k',
      '/auth/reset-password?x=1#top',
    ],
    ['https://site.test/about', 'verify', null, '/about'],
  ])('%s without %s', (href, name, value, rest) => {
    expect(withoutParam(href, name)).toEqual({ value, rest });
  });
});
