import { siteFacts } from './site-facts.ts';
/** Facts about the agency used across pages, structured data and e-mails. */
export const site = {
  name: 'Clear North',
  tagline: 'Marketing without the fluff.',
  description:
    'Clear North is a minimalist digital marketing agency in Newcastle upon Tyne. SEO, paid media, content and brand strategy for small and medium businesses across the North East.',
  email: 'hello@clearnorth.co.uk',
  locality: 'Newcastle upon Tyne',
  region: 'Tyne and Wear',
  country: 'GB',
  foundingYear: 2020,
  priceRange: '££',
  hours: siteFacts.openingHours,
  areasServed: siteFacts.areasServed,
} as const;
