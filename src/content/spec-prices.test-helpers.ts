import type { ServiceId } from '@/definitions/services';

/** Each service's agreed price and timeline, in their original wording. */
export const specServiceTable: Array<[id: ServiceId, price: string, timeline: string]> = [
  ['influencer-marketing', 'from £1,500/month, micro-influencer campaigns', '4-8 weeks'],
  ['web-funnel', '£3,500 - £15,000', '6-12 weeks'],
  ['content-strategy', '£2,000 - £8,000/month', '2-4 weeks for strategy, ongoing after'],
  [
    'ppc-advertising',
    '£800/month management plus ad spend, minimum £2,000/month',
    '2-3 weeks setup, 3-6 months to optimize',
  ],
  ['social-media-ads', '£1,200/month management plus ad spend, minimum £1,500/month', '3-4 weeks'],
  ['seo', '£1,500 - £5,000/month', '3-6 months for significant results, 12+ months for full potential'],
  ['strategy-consulting', '£2,500 - £10,000 plus £1,500/month ongoing', '4-6 weeks'],
  ['branding', '£5,000 - £25,000', '8-12 weeks'],
];

/** Each pricing package's one agreed price. */
export const specPackagePrices: Record<string, string> = {
  'Clarity Starter': '£999',
  'Focus Growth': '£2,497',
  'Scale Mastery': '£4,997',
};
