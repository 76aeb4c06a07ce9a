import { availability } from './availability';
import { siteFacts } from './site-facts';
export interface WhyContact {
  heading: string;
  points: string[];
}

export interface ContactInfo {
  businessName: string;
  email: string;
  location: string;
  serviceAreas: string;
  hours: string;
  services: string;
  specialisation: string;
}

export interface AudienceBlock {
  title: string;
  text: string;
  points: string[];
}

export interface LocalMarket {
  heading: string;
  text: string;
}

export const whyContact: WhyContact = {
  heading: 'Why Contact',
  points: [
    availability.replyOnWeekdays,
    'You get a straight answer on whether we can help, and an honest referral if we cannot.',
    'Clear, fixed quotes with no hidden extras and no obligation.',
    'You speak to the people who will actually do the work.',
  ],
};

export const contactInfo: ContactInfo = {
  businessName: 'Clear North',
  email: 'hello@clearnorth.co.uk',
  location: 'Newcastle upon Tyne, UK',
  serviceAreas: siteFacts.areasServed.join(', '),
  hours: siteFacts.openingHours,
  services:
    'SEO, PPC advertising, social media ads, content strategy, web funnels, branding, influencer marketing, strategy consulting',
  specialisation:
    'Clear, measurable digital marketing for small and medium businesses and startups in the North East.',
};

export const audiences: AudienceBlock[] = [
  {
    title: 'For existing businesses',
    text: 'You have customers, a website and probably some marketing already running, but it is hard to tell what is paying off. We start by finding out, then focus your budget on what works.',
    points: [
      'An honest review of your current marketing and results',
      'Quick fixes to your website, tracking and campaigns',
      'Spend moved away from channels that do not pay back',
      'Clear monthly reporting tied to enquiries and sales',
    ],
  },
  {
    title: 'For startups',
    text: 'You need customers quickly and your budget has to work hard. We help you get your message right from day one and put it in front of the people most likely to buy.',
    points: [
      'Positioning and messaging that explains what you do in one line',
      'A lean launch plan built around one or two channels',
      'Tracking set up properly from the start',
      'Support that scales up as you grow',
    ],
  },
];

export const localMarket: LocalMarket = {
  heading: 'Rooted in the North East',
  text: 'We are based in Newcastle and most of our clients are in Newcastle, Gateshead, Sunderland, Durham and the surrounding towns. We know how people in the region search for and choose local businesses, and we are close enough to meet in person when it helps. We also work with clients elsewhere in the UK who want the same clear, practical approach.',
};

export const bookIntro =
  'Prefer to talk it through? Book a free 15-minute discovery call: choose a time that suits you on our booking page, or send us a message and we will reply to arrange one. Tell us about your business and what you want to achieve, and we will tell you honestly whether and how we can help. No sales pitch, no obligation.';

export const waitlistIntro = 'Sign up to be the first to know when we have availability for new clients.';
