import { site } from '@/content/site';

/** The agency's node id: other blocks point at it rather than repeat it. */
export const AGENCY_ID = '/#agency';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** The agency as a schema.org ProfessionalService (home, about, contact). */
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
    priceRange: site.priceRange,
    foundingDate: String(site.foundingYear),
    address: {
      '@type': 'PostalAddress',
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
