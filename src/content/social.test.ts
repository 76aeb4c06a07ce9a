import { describe, expect, it } from 'vitest';
import { configuredSocialLinks, type SocialConfig } from './social';

describe('configuredSocialLinks', () => {
  it.each<[string, SocialConfig, string[]]>([
    ['nothing configured', {}, []],
    ['only blanks', { Twitter: '', Instagram: '   ', LinkedIn: undefined }, []],
    ['one profile', { LinkedIn: 'https://www.linkedin.com/company/clear-north' }, ['LinkedIn']],
    [
      'every profile, in the spec order',
      {
        LinkedIn: 'https://www.linkedin.com/company/clear-north',
        Instagram: 'https://www.instagram.com/clearnorth',
        Twitter: 'https://twitter.com/clearnorth',
      },
      ['Twitter', 'Instagram', 'LinkedIn'],
    ],
  ])('%s shows %j', (_, config, labels) => {
    expect(configuredSocialLinks(config).map((link) => link.label)).toEqual(labels);
  });

  it('keeps the configured address, trimmed', () => {
    expect(configuredSocialLinks({ Twitter: ' https://twitter.com/clearnorth ' })).toEqual([
      { label: 'Twitter', url: 'https://twitter.com/clearnorth' },
    ]);
  });
});
