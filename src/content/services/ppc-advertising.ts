import { contractTerms } from '../site-facts';
import type { ServiceDetails } from '../types';

export const details: ServiceDetails = {
  description:
    'Pay-per-click advertising puts you in front of people at the moment they search for what you sell. It can also burn money quickly if the campaigns are set up loosely. We build and manage Google Ads and Microsoft Advertising campaigns with careful keyword selection, sensible geographic targeting, strong ad copy and landing pages that match the search. You see exactly where your budget goes and what it brings back.',
  approach:
    'Before we spend a penny we make sure conversion tracking is correct, because optimising without good data is guesswork. We structure campaigns around your most profitable services and locations, keep negative keyword lists tight and write ads that make a specific promise. Once the campaigns are live we review search terms, bids and budgets every week and test new ads and landing pages. Monthly reports focus on cost per lead and return on ad spend, not impressions.',
  benefits: [
    'Traffic from people actively searching for your services',
    'Results visible within days of launch',
    'Spend controlled by location, time of day and device',
    'Accurate conversion tracking from the start',
    'Reports in plain English, tied to leads and revenue',
  ],
  process: [
    {
      title: 'Account audit',
      description:
        'If you already run ads, we review the account, tracking and past performance to see what is working and what is wasting money.',
    },
    {
      title: 'Research and planning',
      description:
        'We research keywords, competitors and costs in your market and agree targets for cost per lead or return on spend.',
    },
    {
      title: 'Tracking setup',
      description:
        'We set up and test conversion tracking for calls, forms and sales so every result is counted properly.',
    },
    {
      title: 'Campaign build',
      description:
        'We build campaigns, ad groups, ads and extensions, and check that landing pages match the searches they serve.',
    },
    {
      title: 'Launch and early tuning',
      description:
        'In the first weeks we watch search terms and spend closely, adding negatives and adjusting bids as data arrives.',
    },
    {
      title: 'Ongoing optimisation',
      description:
        'We test ads and landing pages, refine targeting and report monthly on what your budget has delivered.',
    },
  ],
  pricing: '£800/month management, plus a minimum ad spend of £2,000/month',
  timeline: '2–3 weeks setup, 3–6 months to optimise',
  idealFor: [
    'Local service businesses such as trades, clinics and solicitors',
    'E-commerce shops with clear margins per product',
    'B2B companies targeting specific search terms',
    'Businesses launching a new service that needs leads quickly',
    'Companies whose current ads are not paying back',
  ],
  deliverables: [
    'PPC account audit (for existing accounts)',
    'Keyword and competitor research',
    'Conversion tracking setup and testing',
    'Campaign structure, ads and extensions',
    'Landing page recommendations',
    'Weekly optimisation and search term reviews',
    'Monthly performance report and call',
  ],
  faq: [
    {
      question: 'Is the ad spend included in the management fee?',
      answer:
        'No. Ad spend is paid directly to Google or Microsoft from your own account, so you always own the account and the data. Our management fee covers the planning, build, optimisation and reporting. We recommend a minimum ad spend of £2,000 per month so there is enough data to improve results.',
    },
    {
      question: 'Do you tie clients into long contracts?',
      answer: `No. ${contractTerms}.`,
    },
  ],
  metaTitle: 'PPC & Google Ads Management Newcastle | Clear North',
  metaDescription:
    'Google Ads and Microsoft Advertising management for Newcastle and North East businesses. Tight targeting, accurate tracking and reports tied to real leads.',
  keywords: [
    'PPC agency Newcastle',
    'Google Ads management North East',
    'pay per click advertising',
    'Microsoft Advertising',
    'paid search management',
    'Google Ads audit',
    'PPC management UK',
  ],
};
