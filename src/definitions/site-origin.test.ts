import { describe, expect, it } from 'vitest';
import { ORIGIN_PLACEHOLDER, pageOrigin, withOrigin } from './site-origin';

describe("the site's origin in its pages", () => {
  it('takes the origin of a plain public address, without its trailing slash', () => {
    expect(pageOrigin('https://clearnorth.co.uk/')).toBe('https://clearnorth.co.uk');
    expect(pageOrigin('http://127.0.0.1:8191')).toBe('http://127.0.0.1:8191');
    expect(pageOrigin('http://[::1]:8090')).toBe('http://[::1]:8090');
    expect(pageOrigin('HTTPS://ClearNorth.co.uk')).toBe('https://clearnorth.co.uk');
  });

  it('refuses what would need escaping in a page, or is not an origin', () => {
    for (const address of [
      '',
      'clearnorth.co.uk',
      'ftp://clearnorth.co.uk',
      'https://clearnorth.co.uk/site',
      'https://clearnorth.co.uk?x=1',
      'https://user@clearnorth.co.uk',
      'https://clear"north.co.uk',
      'https://clearnorth.co.uk"><script>',
      'https://clearnorth.co.uk&amp;',
    ]) {
      expect(pageOrigin(address), address).toBeNull();
    }
  });

  it('puts the origin in place of every placeholder, and leaves the rest as it was', () => {
    const page = `<link rel="canonical" href="${ORIGIN_PLACEHOLDER}/about" /><script type="application/ld+json">{"url":"${ORIGIN_PLACEHOLDER}/"}</script>`;
    expect(withOrigin(page, 'https://clearnorth.co.uk')).toBe(
      '<link rel="canonical" href="https://clearnorth.co.uk/about" /><script type="application/ld+json">{"url":"https://clearnorth.co.uk/"}</script>',
    );
  });
});
