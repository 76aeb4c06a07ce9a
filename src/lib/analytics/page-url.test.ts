import { describe, expect, it } from 'vitest';
import { pageUrlFor } from './page-url';

describe('the address recorded with an event', () => {
  it.each([
    [
      'a verification link',
      'https://clearnorth.co.uk/?verify=eyJhbGciOi.secret',
      'https://clearnorth.co.uk/',
    ],
    [
      'a password-reset link',
      'https://clearnorth.co.uk/auth/reset-password?token=eyJhbGciOi.secret',
      'https://clearnorth.co.uk/auth/reset-password',
    ],
    [
      'an unknown parameter',
      'https://clearnorth.co.uk/blog?email=ada%40example.com',
      'https://clearnorth.co.uk/blog',
    ],
    [
      'a fragment',
      'https://clearnorth.co.uk/services#access_token=secret',
      'https://clearnorth.co.uk/services',
    ],
    [
      'campaign tags among secrets',
      'https://clearnorth.co.uk/?utm_source=news&token=secret&utm_campaign=spring',
      'https://clearnorth.co.uk/?utm_source=news&utm_campaign=spring',
    ],
    [
      "the site's own choices",
      'https://clearnorth.co.uk/contact?service=seo&waitlist=true',
      'https://clearnorth.co.uk/contact?service=seo&waitlist=true',
    ],
    ['a plain page', 'https://clearnorth.co.uk/pricing', 'https://clearnorth.co.uk/pricing'],
  ])('%s', (_case, href, recorded) => {
    expect(pageUrlFor(href)).toBe(recorded);
  });
});
