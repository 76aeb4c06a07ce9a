import { describe, expect, it } from 'vitest';
import { published, readAgencySettings } from './agency-settings';

describe('readAgencySettings', () => {
  it('has no offer without configuration', () => {
    expect(readAgencySettings({})).toEqual({ offer: undefined });
  });

  it('reads an offer with its end date', () => {
    expect(
      readAgencySettings({
        VITE_OFFER_TEXT: 'Free audit with any package',
        VITE_OFFER_ENDS: '2026-12-31T23:59:00Z',
      }),
    ).toEqual({
      offer: { text: 'Free audit with any package', endsAt: new Date('2026-12-31T23:59:00Z') },
    });
  });

  it.each([
    ['no end date', { VITE_OFFER_TEXT: 'Free audit' }],
    ['an end date that is not a date', { VITE_OFFER_TEXT: 'Free audit', VITE_OFFER_ENDS: 'Sunday' }],
    ['no text', { VITE_OFFER_ENDS: '2026-12-31T23:59:00Z' }],
  ])('has no offer with %s', (_, env) => {
    expect(readAgencySettings(env).offer).toBeUndefined();
  });
});

describe('published', () => {
  const items = [{ name: 'real' }, { name: 'sample', sample: true }];

  it('leaves samples out of a production build', () => {
    expect(published(items, false)).toEqual([{ name: 'real' }]);
  });

  it('shows samples while developing', () => {
    expect(published(items, true)).toEqual(items);
  });
});
