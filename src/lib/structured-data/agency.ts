import { agency } from '@/content/agency';
import { site } from '@/content/site';

/** The agency's node id: other blocks point at it rather than repeat it. */
export const AGENCY_ID = '/#agency';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

const { facts } = agency;

/** The agency as a schema.org ProfessionalService, a kind of LocalBusiness (home, about, contact). */
export function professionalService() {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': AGENCY_ID,
    name: site.name,
    description: site.description,
    url: '/',
    logo: '/icons/icon-512.png',
    image: '/og/home.png',
    email: site.email,
    // Each only once the agency has supplied it (src/content/business-facts.ts).
    ...(facts.legalName && { legalName: facts.legalName }),
    ...(facts.phone && { telephone: facts.phone }),
    ...(facts.vat?.registered && facts.vat.number && { vatID: facts.vat.number }),
    ...(facts.companyNumber && {
      identifier: {
        '@type': 'PropertyValue',
        propertyID: 'Companies House number',
        value: facts.companyNumber,
      },
    }),
    priceRange: site.priceRange,
    foundingDate: String(site.foundingYear),
    address: {
      '@type': 'PostalAddress',
      ...(facts.tradingAddress && { streetAddress: facts.tradingAddress }),
      addressLocality: site.locality,
      addressRegion: site.region,
      addressCountry: site.country,
    },
    // Plain names, which schema.org takes for an area as it takes a Place.
    areaServed: site.areasServed,
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: WEEKDAYS,
      opens: '09:00',
      closes: '17:00',
    },
  };
}

/** The agency as the provider or publisher named inside another block. */
export function agencyReference() {
  return { '@type': 'ProfessionalService', '@id': AGENCY_ID, name: site.name, url: '/' };
}
