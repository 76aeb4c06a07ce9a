import type { ServiceId } from '@/content/types';

/**
 * How visitors name each service. Lower case, British and American spellings;
 * matched as whole words (see understand-question.ts).
 */
export const SERVICE_ALIASES: Record<ServiceId, string[]> = {
  seo: [
    'seo',
    'search engine optimisation',
    'search engine optimization',
    'search engine',
    'google ranking',
    'rankings',
    'ranking',
    'rank on google',
    'organic search',
    'organic traffic',
    'first page of google',
    'page one',
  ],
  'ppc-advertising': [
    'ppc',
    'pay per click',
    'pay-per-click',
    'google ads',
    'google adwords',
    'adwords',
    'paid search',
    'search ads',
    'microsoft ads',
    'microsoft advertising',
    'bing ads',
  ],
  'social-media-ads': [
    'social media ads',
    'social media advertising',
    'social ads',
    'social advertising',
    'facebook ads',
    'facebook advertising',
    'instagram ads',
    'instagram advertising',
    'meta ads',
    'tiktok ads',
    'tiktok',
    'linkedin ads',
    'social media',
    'facebook',
    'instagram',
  ],
  'content-strategy': [
    'content strategy',
    'content marketing',
    'content',
    'blog posts',
    'blogging',
    'copywriting',
  ],
  'web-funnel': [
    'web funnel',
    'web funnels',
    'funnel',
    'funnels',
    'sales funnel',
    'landing page',
    'landing pages',
    'lead generation funnel',
  ],
  branding: ['branding', 'brand identity', 'rebrand', 'rebranding', 'logo', 'visual identity', 'brand'],
  'influencer-marketing': [
    'influencer marketing',
    'influencer',
    'influencers',
    'micro-influencer',
    'micro influencers',
  ],
  'strategy-consulting': [
    'strategy consulting',
    'marketing strategy',
    'consulting',
    'consultancy',
    'consultant',
    'marketing plan',
  ],
};

/** The pricing packages by name, and the shorter names visitors use. */
export const PACKAGE_ALIASES: Record<string, string[]> = {
  'Clarity Starter': ['clarity starter', 'clarity', 'starter package', 'starter'],
  'Focus Growth': ['focus growth', 'focus', 'growth package'],
  'Scale Mastery': ['scale mastery', 'mastery', 'scale package'],
};

/**
 * A visitor's word for their trade, mapped to the case studies' industry
 * (src/content/types.ts INDUSTRIES) whose examples come closest.
 */
export const INDUSTRY_ALIASES: Record<string, string[]> = {
  'Food & Beverage': [
    'hospitality',
    'restaurant',
    'restaurants',
    'cafe',
    'cafes',
    'coffee',
    'pub',
    'pubs',
    'bar',
    'bars',
    'hotel',
    'hotels',
    'bakery',
    'food',
    'drink',
    'drinks',
    'catering',
    'takeaway',
    'brewery',
  ],
  Retail: [
    'retail',
    'shop',
    'shops',
    'ecommerce',
    'e-commerce',
    'online shop',
    'store',
    'fashion',
    'clothing',
  ],
  Technology: ['tech', 'technology', 'software', 'saas', 'app', 'apps', 'startup', 'start-up'],
  Healthcare: [
    'healthcare',
    'health',
    'clinic',
    'clinics',
    'dentist',
    'dental',
    'physio',
    'wellbeing',
    'fitness',
    'gym',
  ],
  Finance: ['finance', 'financial', 'bank', 'banking', 'fintech', 'accountant', 'accountants'],
  Education: ['education', 'school', 'schools', 'training', 'tutor', 'tutoring', 'learning'],
};
