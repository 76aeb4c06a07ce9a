import { describe, expect, it } from 'vitest';
import { postalAddress, published, readAgencySettings, SAMPLE_POSTAL_ADDRESS } from './agency-settings';

describe('readAgencySettings', () => {
  it('has no legal name, no postal address and no offer without configuration', () => {
    expect(readAgencySettings({})).toEqual({
      legalName: undefined,
      postalAddress: undefined,
      offer: undefined,
    });
  });

  it('reads the legal name, the postal address and an offer with its end date', () => {
    expect(
      readAgencySettings({
        VITE_LEGAL_NAME: ' Example Ltd ',
        VITE_POSTAL_ADDRESS: '1 Example Street, Newcastle upon Tyne NE1 1AA',
        VITE_OFFER_TEXT: 'Free audit with any package',
        VITE_OFFER_ENDS: '2026-12-31T23:59:00Z',
      }),
    ).toEqual({
      legalName: 'Example Ltd',
      postalAddress: '1 Example Street, Newcastle upon Tyne NE1 1AA',
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

describe('postalAddress', () => {
  const configured = readAgencySettings({ VITE_POSTAL_ADDRESS: '1 Example Street, Newcastle upon Tyne' });

  it('is the configured address in any build', () => {
    expect(postalAddress(configured, false)).toBe('1 Example Street, Newcastle upon Tyne');
    expect(postalAddress(configured, true)).toBe('1 Example Street, Newcastle upon Tyne');
  });

  it('is a sample while developing and none in production until configured', () => {
    expect(postalAddress(readAgencySettings({}), true)).toBe(SAMPLE_POSTAL_ADDRESS);
    expect(postalAddress(readAgencySettings({}), false)).toBeUndefined();
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
