import { describe, expect, it } from 'vitest';
import { packages } from '@/content/pricing';
import { loadServiceDetails } from '@/content/service-details';
import { SERVICE_IDS } from '@/definitions/services';
import { leadingPrice, offerFor } from './service-offers';

describe('leadingPrice', () => {
  it.each([
    ['£1,500–£5,000/month', { min: 1500, max: 5000, monthly: true }],
    ['£5,000 - £25,000', { min: 5000, max: 25000, monthly: false }],
    ['From £1,500/month, micro-influencer campaigns', { min: 1500, max: undefined, monthly: true }],
    ['£800/month management, plus a minimum ad spend of £2,000/month', { min: 800, max: 800, monthly: true }],
    ['£2,500–£10,000 plus £1,500/month ongoing', { min: 2500, max: 10000, monthly: false }],
    ['£999', { min: 999, max: 999, monthly: false }],
  ])('reads %s', (line, expected) => {
    expect(leadingPrice(line)).toEqual(expected);
  });

  it('refuses a line that does not start with a price', () => {
    expect(() => leadingPrice('Ask us')).toThrow(/No price/);
  });
});

describe('offerFor', () => {
  it('gives a range its bounds and keeps the line as the description', () => {
    expect(offerFor('£1,500–£5,000/month')).toEqual({
      '@type': 'Offer',
      priceCurrency: 'GBP',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceCurrency: 'GBP',
        minPrice: 1500,
        maxPrice: 5000,
        unitText: 'MONTH',
      },
      description: '£1,500–£5,000/month',
    });
  });

  it('gives one price as the offer price', () => {
    expect(offerFor('£999')).toMatchObject({ price: 999, priceSpecification: { price: 999 } });
  });

  it.each(SERVICE_IDS)('reads the price of the %s service', async (id) => {
    const { pricing } = await loadServiceDetails(id);
    expect(offerFor(pricing).priceSpecification).toHaveProperty('priceCurrency', 'GBP');
  });

  it.each(packages.map((pkg) => [pkg.name, pkg.price] as const))(
    'gives the %s package its price',
    (_, price) => {
      expect(offerFor(price).price).toBe(Number(price.replace(/[£,]/g, '')));
    },
  );
});
