import { serviceCards } from '@/content/service-cards';

/** One page of each kind a visitor reaches from the site's links, and the not-found page. */
export const visitorRoutes = [
  '/',
  '/services',
  ...serviceCards.map((card) => `/services/${card.id}`),
  '/about',
  '/education',
  '/blog',
  '/blog/paradox-of-choice-marketing',
  '/business-examples',
  '/pricing',
  '/contact',
  '/privacy',
  '/auth',
  '/resources/clear-framework-template',
  '/resources/local-seo-checklist',
  '/tools/roi-calculator',
  '/no-such-page',
];
