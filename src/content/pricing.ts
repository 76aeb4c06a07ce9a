import { availability } from './availability.ts';
import { claims } from './facts.ts';
import { contractTerms, siteFacts } from './site-facts.ts';
import type { FaqItem, PricingPackage, TrustFigure } from './types';

export interface PricingIntro {
  heading: string;
  text: string;
}

export const pricingIntro: PricingIntro = {
  heading: 'Simple, transparent pricing',
  text: 'Three packages, clear prices and no hidden extras. Pick the level of support that fits where your business is now, and move up or down as your needs change.',
};

/** How the packages relate to each service's own price, said on the pricing page and beside every service price. */
export const packagesBesideServices =
  'A package is a way of working with us across your marketing: strategy, messaging, content and reporting for one price. Each service also has its own price on its page, for when you need only that one; after a first call we recommend whichever fits.';

const packageList: Array<Omit<PricingPackage, 'popular'>> = [
  {
    name: 'Clarity Starter',
    price: '£999',
    period: 'one-time',
    description:
      'A one-off review that sharpens your message and gives you the tools and plan to put it to work yourself.',
    features: [
      'Brand message audit',
      'Website copy review (up to 5 pages)',
      '3 social post templates',
      '5-email sequence template',
      '1-hour strategy call',
      '30-day implementation guide',
    ],
    highlighted: false,
    cta: 'Get Started',
  },
  {
    name: 'Focus Growth',
    price: '£2,497',
    period: 'month',
    description:
      'A monthly retainer for growing businesses that want regular content, steady optimisation and clear reporting.',
    features: [
      'Everything in Starter',
      'Monthly 2-hour strategy sessions',
      'Ongoing website optimisation',
      '8 content pieces per month',
      'Email marketing setup and management',
      'Social strategy and templates',
      'Performance tracking and reporting',
      'Priority support',
    ],
    highlighted: true,
    cta: 'Start Growing',
  },
  {
    name: 'Scale Mastery',
    price: '£4,997',
    period: 'month',
    description:
      'Our most complete package, with weekly sessions, automation and testing for businesses ready to scale.',
    features: [
      'Everything in Focus Growth',
      'Weekly 1-hour sessions',
      'Full automation setup',
      'Advanced funnels',
      'A/B testing',
      'Team training',
      'Dedicated account manager',
      'Revisions as agreed in the monthly plan',
      'Priority support in business hours',
    ],
    highlighted: false,
    cta: 'Scale Now',
  },
];

/** The packages; one is marked most popular only once the agency names it with its source. */
export const packages: PricingPackage[] = packageList.map((pkg) => ({
  ...pkg,
  popular: pkg.name === claims.mostPopularPackage?.value,
}));

const { businessesHelped, industriesServed } = claims;

export const trustFigures: TrustFigure[] = [
  { value: '4.9/5', label: 'Client rating', description: 'From 50+ reviews', sample: true },
  // Only with the agency's figure and its source: a count of clients is a claim a visitor may test.
  ...(businessesHelped
    ? [
        {
          value: businessesHelped.value,
          label: 'Businesses served',
          description: industriesServed ? `Across ${industriesServed.value} industries` : 'Since 2020',
          source: [businessesHelped.source, industriesServed?.source].filter(Boolean).join('; '),
        },
      ]
    : []),
  { value: '£2.4M', label: 'Revenue generated', description: 'For clients in 2023', sample: true },
  {
    value: '30 days',
    label: 'Notice to cancel',
    description: `Rolling monthly; PPC minimum ${siteFacts.ppcMinimumTerm}`,
  },
];

export const commonQuestions: FaqItem[] = [
  {
    question: 'Can I cancel a monthly retainer?',
    answer: `Yes. ${contractTerms}. We will hand over all your files, accounts and data when you leave.`,
  },
  {
    question: 'Are one-time packages refundable?',
    answer:
      'One-time packages, such as Clarity Starter, are non-refundable once work has begun, because the time is committed from the start. If you have any doubts, raise them before we begin and we will answer them honestly. We would rather you wait than buy something that is not right for you.',
  },
  {
    question: 'How quickly will I see results?',
    answer: `In the first month we sharpen your messaging and fix the quick wins on your website and campaigns, and agree with you what we will measure. With SEO, first signs of progress typically appear at ${siteFacts.seoFirstSigns} and significant results at ${siteFacts.seoSignificantResults}, as content, optimisation and tracking start to compound.`,
  },
  {
    question: 'What happens after I get in touch?',
    answer: `${availability.firstStep} If we are a good fit, we recommend a package and confirm exactly what is included and when it starts. There is no obligation until you have agreed the details in writing.`,
  },
];
