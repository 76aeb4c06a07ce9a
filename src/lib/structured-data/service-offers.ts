import type { PricingPackage, ServiceCard, ServiceDetails } from '@/content/types';
import { agencyReference } from './agency';

const LEADING_PRICE = /^(From\s+)?£([\d,]+)(?:\s*[-–]\s*£([\d,]+))?(\/month)?/i;

const amount = (digits: string) => Number(digits.replace(/,/g, ''));

/**
 * The price a price line leads with, as numbers: "£1,500–£5,000/month" is
 * 1,500 to 5,000 a month, "From £1,500/month, …" at least 1,500 a month,
 * "£800/month management, plus …" 800 a month. What follows the
 * leading price stays in the offer's description, word for word.
 */
export function leadingPrice(line: string) {
  const [, from, low, high, perMonth] = LEADING_PRICE.exec(line) ?? [];
  if (!low) throw new Error(`No price at the start of "${line}"`);
  return {
    min: amount(low),
    max: high ? amount(high) : from ? undefined : amount(low),
    monthly: Boolean(perMonth),
  };
}

/** A price line as a schema.org offer: one price, a range, or a starting price. */
export function offerFor(line: string) {
  const { min, max, monthly } = leadingPrice(line);
  const exact = max === min;
  return {
    '@type': 'Offer',
    priceCurrency: 'GBP',
    ...(exact ? { price: min } : {}),
    priceSpecification: {
      '@type': monthly ? 'UnitPriceSpecification' : 'PriceSpecification',
      priceCurrency: 'GBP',
      ...(exact ? { price: min } : { minPrice: min, ...(max ? { maxPrice: max } : {}) }),
      ...(monthly ? { unitText: 'MONTH' } : {}),
    },
    description: line,
  };
}

/** A service page as a schema.org Service with its price. */
export function serviceWithOffer(card: ServiceCard, details: ServiceDetails, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: card.title,
    description: details.description,
    serviceType: card.title,
    url,
    provider: agencyReference(),
    areaServed: { '@type': 'AdministrativeArea', name: 'North East England' },
    offers: offerFor(details.pricing),
  };
}

/** The pricing page's packages as one Service with an offer catalogue. */
export function packageCatalogue(packages: readonly PricingPackage[], url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: 'Marketing packages',
    serviceType: 'Digital marketing',
    url,
    provider: agencyReference(),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Packages',
      itemListElement: packages.map((pkg) => ({
        ...offerFor(pkg.period === 'month' ? `${pkg.price}/month` : pkg.price),
        name: pkg.name,
        description: pkg.description,
      })),
    },
  };
}
