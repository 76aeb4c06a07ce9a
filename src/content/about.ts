import type { Confirmable } from './agency-settings';
import { claims } from './facts.ts';
export interface AboutPoint {
  title: string;
  text: string;
  /** A claim of standing that holds only once a membership is confirmed (published with them, never before). */
  needsMemberships?: boolean;
}

export interface AboutQuote {
  text: string;
  attribution: string;
}

export interface About {
  headline: string;
  intro: string;
  approach: {
    heading: string;
    paragraphs: string[];
  };
  whyChoose: AboutPoint[];
  coreValues: AboutPoint[];
  quote: AboutQuote;
  /** Trust marks: shown only when the body or platform has confirmed them (`sample` until then). */
  memberships: Array<{ name: string } & Confirmable>;
  metaTitle: string;
  metaDescription: string;
}

export const about: About = {
  headline: 'Marketing with the noise taken out',
  intro: `Clear North was founded in Newcastle upon Tyne in 2020 with a simple idea: most businesses do not need more marketing, they need clearer marketing. ${claims.businessesHelped ? `Since then we have helped ${claims.businessesHelped.value}` : 'We help'} small and medium businesses and startups, mainly across the North East, to say what they do in plain words, put it in front of the right people and measure what comes back. We are a small team by choice, so the people you meet are the people doing the work.`,
  approach: {
    heading: 'Our approach',
    paragraphs: [
      'We start by taking things away. Before adding a new channel or campaign, we look at what you already do and ask what is earning its place. Vague messages get rewritten, activity that does not pay back gets stopped and the budget moves to the few things most likely to work. It is less exciting than a long list of tactics, and far more effective.',
      'Then we do the remaining work properly and measure it honestly. Every project has clear goals agreed at the start, tracking we trust and a short monthly report in plain English. You own your accounts and your data, you can see exactly where your money goes, and if something is not working we say so and change it.',
    ],
  },
  whyChoose: [
    {
      title: 'Local Newcastle Expertise',
      text: 'We are based in Newcastle and work mainly with businesses in Newcastle, Gateshead, Sunderland, Durham and the surrounding area. We know the local market, the competition and how customers in the region search for and choose a business.',
    },
    {
      title: 'Measures that matter',
      text: 'We agree with you at the start the measures that matter to your business, and report on them rather than on vanity figures.',
    },
    {
      title: 'Comprehensive Service Offering',
      text: 'SEO, paid search, social media ads, content, web funnels, branding, influencer marketing and strategy, all under one roof. We recommend only what fits your goals, and make sure each part supports the rest.',
    },
    {
      title: 'Industry Recognition',
      text: 'We hold current certifications from the platforms we work on and belong to the professional bodies that set standards for our industry. It keeps our skills current and holds us to a recognised standard of practice.',
      needsMemberships: true,
    },
  ],
  coreValues: [
    {
      title: 'Transparency First',
      text: 'You see what we do, what it costs and what it achieves. No jargon, no hidden fees and no reports designed to impress rather than inform. Your accounts and data stay in your name.',
    },
    {
      title: 'Results-Driven',
      text: 'We judge our work by enquiries, sales and return on spend, not by impressions or likes. Goals are agreed at the start and every recommendation is tied to them.',
    },
    {
      title: 'Continuous Learning',
      text: 'Search engines, ad platforms and customer habits change constantly. We test, keep our training up to date and share what we learn with clients and in our newsletter.',
    },
  ],
  quote: {
    text: 'In anything at all, perfection is finally attained not when there is no longer anything to add, but when there is no longer anything to take away.',
    attribution: 'Antoine de Saint-Exupéry, Wind, Sand and Stars (1939), translated by Lewis Galantière',
  },
  memberships: [
    { name: 'Google Partner', sample: true },
    { name: 'Meta Business Partner', sample: true },
    { name: 'Chartered Institute of Marketing (CIM) members', sample: true },
    { name: 'HubSpot certified', sample: true },
  ],
  metaTitle: 'About Us | Digital Marketing Agency Newcastle | Clear North',
  metaDescription: `Founded in Newcastle in 2020, Clear North helps North East businesses with clear, measurable digital marketing. Meet the agency without the fluff.`,
};
