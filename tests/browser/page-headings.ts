import { about } from '@/content/about';
import { hero } from '@/content/home';
import { pricingIntro } from '@/content/pricing';
import { serviceCards } from '@/content/service-cards';
import { articleRoutes } from '../support/article-routes';
import { visitorRoutes } from './visitor-routes';

/** The last crumb is the path segment, hyphens turned into capitalised words. */
const serviceCrumbs: Record<string, string> = {
  'influencer-marketing': 'Influencer Marketing',
  'web-funnel': 'Web Funnel',
  'content-strategy': 'Content Strategy',
  'ppc-advertising': 'PPC Advertising',
  'social-media-ads': 'Social Media Ads',
  seo: 'SEO',
  'strategy-consulting': 'Strategy Consulting',
  branding: 'Branding',
};

/** The pages a visitor navigates, with the heading and breadcrumbs each shows. */
export const pageHeadings: Array<{ path: string; heading: string; crumbs: string[] }> = [
  { path: '/', heading: hero.headline, crumbs: [] },
  { path: '/services', heading: 'Services', crumbs: ['Home', 'Services'] },
  ...serviceCards.map((card) => ({
    path: `/services/${card.id}`,
    heading: card.title,
    crumbs: ['Home', 'Services', serviceCrumbs[card.id]!],
  })),
  { path: '/about', heading: about.headline, crumbs: ['Home', 'About'] },
  { path: '/education', heading: 'Education Hub', crumbs: ['Home', 'Education'] },
  { path: '/blog', heading: 'Journal', crumbs: ['Home', 'Journal'] },
  ...articleRoutes.map((article) => ({
    path: `/blog/${article.slug}`,
    heading: article.title,
    crumbs: ['Home', 'Journal', article.title],
  })),
  { path: '/business-examples', heading: 'Business Examples', crumbs: ['Home', 'Business Examples'] },
  { path: '/pricing', heading: pricingIntro.heading, crumbs: ['Home', 'Pricing'] },
  { path: '/contact', heading: 'Get in touch.', crumbs: ['Home', 'Contact'] },
  { path: '/auth', heading: 'Welcome', crumbs: ['Home', 'Auth'] },
  {
    path: '/auth/reset-password',
    heading: 'Reset your password',
    crumbs: ['Home', 'Auth', 'Reset Password'],
  },
];

/** One page of each kind a visitor reaches, and the reset form a mail links to: axe-core measures them. */
export const measuredByAxe = new Set([...visitorRoutes, '/auth/reset-password']);
