import { describe, expect, it } from 'vitest';
import { nearestService } from './nearest-service';

describe('nearestService', () => {
  it.each([
    ['web-funnels', 'web-funnel'],
    ['Branding', 'branding'],
    ['ppc_advertising', 'ppc-advertising'],
    ['content%20strategy', 'content-strategy'],
    ['seo', 'seo'],
    ['socal-media-ads', 'social-media-ads'],
    ['influencer-marketin', 'influencer-marketing'],
  ])('%s means %s', (typed, expected) => {
    expect(nearestService(typed)).toBe(expected);
  });

  it.each(['astrology', 'web', 'seu', 'x', '', 'marketing', '%E0%A4%A'])(
    '%j is too far from every service',
    (typed) => {
      expect(nearestService(typed)).toBeUndefined();
    },
  );
});
