import type { ServiceCard } from './types';

/** The eight services as the list, teasers and footer show them, in canonical order. */
export const serviceCards: ServiceCard[] = [
  {
    id: 'influencer-marketing',
    title: 'Influencer Marketing',
    subtitle: 'The right voices, not the loudest ones.',
    summary:
      'Campaigns with micro-influencers whose audiences actually match your customers. Chosen on fit and engagement, measured on sales and sign-ups.',
  },
  {
    id: 'web-funnel',
    title: 'Web Funnels',
    subtitle: 'A clear path from first visit to paying customer.',
    summary:
      'Landing pages, forms and follow-up emails built around one job: turning visitors into enquiries and sales. Designed, built and tested end to end.',
  },
  {
    id: 'content-strategy',
    title: 'Content Strategy',
    subtitle: 'Fewer pieces, more purpose.',
    summary:
      'A content plan built on what your customers actually ask, with articles, guides and emails that earn attention and bring in enquiries.',
  },
  {
    id: 'ppc-advertising',
    title: 'PPC Advertising',
    subtitle: 'Paid search that pays its way.',
    summary:
      'Google Ads and Microsoft Advertising campaigns managed for return, not clicks. Tight targeting, honest reporting, no wasted spend.',
  },
  {
    id: 'social-media-ads',
    title: 'Social Media Ads',
    subtitle: 'Stop the scroll with something worth stopping for.',
    summary:
      'Paid campaigns on Meta, LinkedIn and TikTok that reach the right people with a clear message, managed for leads and sales rather than likes.',
  },
  {
    id: 'seo',
    title: 'SEO',
    subtitle: 'Be found by the people already looking for you.',
    summary:
      'Technical fixes, useful content and local search work that help your business rank for the terms your customers actually use.',
  },
  {
    id: 'strategy-consulting',
    title: 'Strategy Consulting',
    subtitle: 'Know what to do next, and what to stop doing.',
    summary:
      'An outside view of your marketing with a clear, prioritised plan. We find what is working, cut what is not and tell you where to spend next.',
  },
  {
    id: 'branding',
    title: 'Branding',
    subtitle: 'A brand people understand at a glance.',
    summary:
      'Positioning, naming, visual identity and tone of voice for businesses that need to look and sound as good as they are.',
  },
];

export function findServiceCard(id: string): ServiceCard | undefined {
  return serviceCards.find((card) => card.id === id);
}
