import { availability, type CallToAction } from './availability';
import { contractTerms, siteFacts } from './site-facts';
import { claims } from './facts';
import type { FaqItem } from './types';
import type { ServiceId } from '@/definitions/services';

export interface Hero {
  eyebrow: string;
  headline: string;
  intro: string;
}

export interface TextBlock {
  title: string;
  text: string;
}

export interface AgencyIntro {
  heading: string;
  paragraphs: string[];
}

export interface ApproachExample {
  label: string;
  title: string;
  text: string;
}

export interface ClosingCta {
  heading: string;
  text: string;
  action: CallToAction;
}

export const hero: Hero = {
  eyebrow: 'Digital marketing agency, Newcastle upon Tyne',
  headline: 'Kill the fluff. Keep what works.',
  intro:
    'Clear North helps small and medium businesses across the North East get found, get chosen and grow, with marketing that says one clear thing and proves it in the numbers.',
};

export const teaserServiceIds: ServiceId[] = [
  'seo',
  'ppc-advertising',
  'content-strategy',
  'social-media-ads',
  'web-funnel',
  'branding',
];

export const agencyIntro: AgencyIntro = {
  heading: 'A digital marketing agency in Newcastle that keeps things clear',
  paragraphs: [
    `Clear North is a digital marketing agency based in Newcastle upon Tyne. ${claims.businessesHelped ? `Since 2020 we have helped ${claims.businessesHelped.value}` : 'We help'} small and medium businesses and startups across the North East, from Gateshead and Sunderland to Durham and Northumberland, to win more customers online. We cover SEO, PPC advertising, social media ads, content strategy, web funnels and branding, and we plan each one around a single question: what will bring you more of the right enquiries?`,
    'We started Clear North because too much marketing is noise. Long reports nobody reads, campaigns judged on impressions, jargon that hides what is really happening. We do the opposite. We find the few things that will make the biggest difference to your business, do them properly and tell you plainly how they are performing.',
    'Being based in Newcastle matters. We know the local market, the competition in your area and how people in the region search for and choose a business. Whether you want to rank in local search for Newcastle and Gateshead, reach new customers across the North East or build a brand that travels further, you get a small team that answers your emails, explains its reasoning and takes responsibility for results.',
  ],
};

export const serviceBlocks: TextBlock[] = [
  {
    title: 'SEO',
    text: 'We help your business show up when people search for what you do, whether that is across the UK or in the next street. Technical fixes, useful content and local SEO work together so you rank for the searches that lead to enquiries. For businesses serving the North East, we pay close attention to Google Business Profile and map results.',
  },
  {
    title: 'PPC advertising',
    text: 'Google Ads and Microsoft Advertising campaigns built for return, not clicks. We target the searches, places and times that bring you customers, whether that is Newcastle city centre or the whole of the North East. Every pound is tracked, and you see what it brings back.',
  },
  {
    title: 'Content marketing',
    text: "Articles, guides and emails that answer the questions your customers actually ask. We plan fewer, better pieces that build trust and search visibility over time. Many of the North East businesses we work with find their best content already lives in their team's heads; we help get it out.",
  },
  {
    title: 'Consulting',
    text: 'An outside view of your marketing and a clear plan for what to do next. We review what is working, cut what is not and set priorities your team can act on. It suits growing businesses across the North East that need senior marketing thinking without a full-time hire.',
  },
];

export const areasServed: readonly string[] = siteFacts.areasServed;

export const industriesServed: readonly string[] = siteFacts.industries;

export const expertiseKeywords: string[] = [
  'SEO Newcastle',
  'Local SEO',
  'Technical SEO',
  'Google Ads management',
  'PPC advertising',
  'Microsoft Advertising',
  'Facebook and Instagram ads',
  'LinkedIn advertising',
  'Content strategy',
  'Content marketing',
  'Copywriting',
  'Email marketing',
  'Landing pages',
  'Web funnels',
  'Conversion rate optimisation',
  'Analytics and tracking',
  'Brand strategy',
  'Visual identity',
  'Influencer marketing',
  'Marketing strategy',
];

export const reasons: TextBlock[] = [
  {
    title: 'Measured, not promised',
    text: 'We agree with you at the start what to measure, focus on the work that moves those numbers and drop the rest.',
  },
  {
    title: 'Local expertise',
    text: 'We are based in Newcastle and work mainly with businesses across the North East. We know the local market, the competition and how customers here search for and choose a business.',
  },
  {
    title: 'Transparent reporting',
    text: 'Every month you get a short report in plain English: what we did, what it achieved and what comes next. You own your accounts and your data, and you can ask us anything.',
  },
];

export const approachExamples: ApproachExample[] = [
  {
    label: 'Before / After',
    title: 'The homepage headline',
    text: 'Before: "Delivering innovative, best-in-class solutions for forward-thinking organisations." After: "Payroll for small businesses, done in ten minutes a month." The second tells a visitor what you do and who it is for before they have finished reading.',
  },
  {
    label: 'Before / After',
    title: 'The service page',
    text: 'Before: six paragraphs about passion, heritage and values. After: what you do, who it suits, what it costs and how to start. Visitors came for answers; giving them answers first is what turns a visit into an enquiry.',
  },
  {
    label: 'Before / After',
    title: 'The monthly report',
    text: 'Before: 30 pages of impressions, reach and charts. After: one page covering enquiries, cost per enquiry, what changed and what we are doing next. If a number does not help you make a decision, it does not need to be there.',
  },
];

export const homeFaq: FaqItem[] = [
  {
    question: 'What digital marketing services do you offer in Newcastle?',
    answer:
      'We offer SEO, PPC advertising, social media ads, content strategy, web funnels, branding, influencer marketing and strategy consulting. Most clients start with one or two services where the need is clearest. We recommend a mix only when it makes sense for your goals and budget.',
  },
  {
    question: 'How much does digital marketing cost?',
    answer:
      'It depends on the service, your goals and how competitive your market is. As a guide, SEO costs £1,500–£5,000/month, while paid advertising needs a management fee plus ad spend: PPC management is £800/month plus ad spend. We give you a clear, fixed quote after the first call, with no hidden extras.',
  },
  {
    question: 'What is local SEO and does my business need it?',
    answer:
      "Local SEO helps your business appear when people nearby search for what you offer, including in Google's map results. If you serve customers in Newcastle, Gateshead, Sunderland, Durham or any specific area, it is usually one of the quickest ways to win more enquiries. The work includes your Google Business Profile, local listings, reviews and location-focused pages.",
  },
  {
    question: 'How do you measure results?',
    answer:
      'We agree the measures that matter to your business at the start, usually enquiries, sales, cost per lead or return on ad spend. We set up tracking properly so those numbers are reliable. Each month you get a short report showing progress against them, in plain English.',
  },
  {
    question: 'What industries do you work with?',
    answer:
      'We work with a wide range of small and medium businesses, including professional services, healthcare, retail and e-commerce, construction and trades, technology, hospitality and property. What matters more than the industry is a clear offer and a willingness to measure what works. If we do not think we are the right fit, we will tell you.',
  },
  {
    question: 'How long does it take to see results?',
    answer: `It depends on the channel. Paid ads can bring enquiries within days of launch and social ads within weeks, while content usually takes ${siteFacts.contentResults} to build traction. With SEO, first signs of progress typically appear at ${siteFacts.seoFirstSigns}, with significant results at ${siteFacts.seoSignificantResults}.`,
  },
  {
    question: 'Can you manage our Google Ads?',
    answer:
      'Yes. We set up and manage Google Ads campaigns, starting with accurate conversion tracking so every decision is based on real data. We review search terms, bids and budgets every week and report monthly on cost per lead and return on spend. The account stays in your name, so you always own it.',
  },
  {
    question: 'Do you help improve existing websites?',
    answer:
      'Yes. We often find that a few focused changes to a website make a bigger difference than a full rebuild. We look at speed, clarity of copy, calls to action, forms and tracking, then prioritise the fixes with the most impact. If a rebuild genuinely is the better option, we will explain why.',
  },
  {
    question: 'What does a content strategy include?',
    answer:
      'A content strategy sets out who you are writing for, the topics worth covering, the formats and channels to use and how success will be measured. It is built on research into what your customers ask and search for. We can produce the content ourselves or give your team the plan and guidance to do it.',
  },
  {
    question: 'Do you tie clients into long contracts?',
    answer: `No. ${contractTerms}. Some services, such as SEO, need ${siteFacts.seoFirstSigns} to show their first results, and we say so before you start. We would rather keep clients because the work is paying off than because a contract says so.`,
  },
  {
    question: 'Do you work with startups?',
    answer:
      'Yes, startups are a big part of our work. We help new businesses get their positioning and message right, then focus limited budgets on the one or two channels most likely to bring early customers. We keep things lean and build up as you grow.',
  },
  {
    question: 'What happens on the first call?',
    answer:
      'We ask about your business, your customers, your goals and what you have tried so far. You can ask us anything about how we work and what it costs. If we think we can help, we follow up with a short written proposal; if not, we will tell you and, where we can, point you to someone better suited.',
  },
];

export const closingCta: ClosingCta = {
  heading: 'Ready for marketing that makes sense?',
  text: `Tell us about your business and what you want to achieve. ${availability.replyToEnquiry}`,
  action: availability.startProject,
};
