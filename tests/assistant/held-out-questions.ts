import type { VisitorQuestion } from './visitor-questions';

/**
 * Questions kept apart from visitor-questions.ts and never used to tune the
 * assistant: its accuracy here is what a visitor with new words can expect.
 * Add to it; do not change the code to pass one of these.
 */
export const heldOutQuestions: VisitorQuestion[] = [
  // Prices
  { question: 'wot does seo cost per month', page: '/services/seo', figure: '£1,500–£5,000/month' },
  {
    question: 'ppc prices pls',
    page: '/services/ppc-advertising',
    figure: '£800/month management, plus a minimum ad spend of £2,000/month',
  },
  { question: 'how much 2 do a brand refresh', page: '/services/branding', figure: '£5,000–£25,000' },
  {
    question: 'influncer marketing cost',
    page: '/services/influencer-marketing',
    figure: 'From £1,500/month, micro-influencer campaigns',
  },
  {
    question: 'strategy consultng fees?',
    page: '/services/strategy-consulting',
    figure: '£2,500–£10,000 plus £1,500/month ongoing',
  },
  { question: 'how much is a landing page', page: '/services/web-funnel', figure: '£3,500–£15,000' },
  { question: 'wats the montly cost of focus growth', page: '/pricing', figure: '£2,497' },
  { question: 'is clarity starter a one off payment', page: '/pricing', figure: '£999' },
  {
    before: ['whats the price of seo'],
    question: 'and for influencers?',
    page: '/services/influencer-marketing',
    figure: 'From £1,500/month, micro-influencer campaigns',
  },

  // Timelines
  { question: 'how long 4 a web funnel', page: '/services/web-funnel', figure: '6–12 weeks' },
  {
    question: 'social media ads how long b4 results',
    page: '/services/social-media-ads',
    figure: '3–4 weeks',
  },
  { question: 'branding project timeline?', page: '/services/branding', figure: '8–12 weeks' },
  {
    question: 'google ads setup time',
    page: '/services/ppc-advertising',
    figure: '2–3 weeks setup, 3–6 months to optimise',
  },
  {
    question: 'seo for small buisness how long',
    page: '/services/seo',
    figure: '3–6 months for significant results, 12+ months for full potential',
  },
  {
    before: ['how much is branding'],
    question: 'how long does that take',
    page: '/services/branding',
    figure: '8–12 weeks',
  },

  // What is included, and how the work runs
  {
    question: 'does scale mastery come with an account manager',
    page: '/pricing',
    figure: 'Dedicated account manager',
  },
  {
    question: 'wat do u deliver for ppc',
    page: '/services/ppc-advertising',
    figure: 'Keyword and competitor research',
  },
  {
    question: 'what do i get with a content strategy',
    page: '/services/content-strategy',
    figure: 'Written content strategy',
  },
  { question: 'whats the process for branding', page: '/services/branding' },
  { question: 'do u write blog posts for clients', page: '/services/content-strategy' },
  { question: 'do you do logos', page: '/services/branding' },
  { question: 'do u do tiktok adverts', page: '/services/social-media-ads' },
  { question: 'how much notice to cancel?', page: '/pricing', figure: "30 days' notice" },

  // Contact, hours, areas, fit
  { question: 'wat email can i use to contact u', page: '/contact', figure: 'hello@clearnorth.co.uk' },
  {
    question: 'what time do u open on monday',
    page: '/contact',
    figure: 'Monday to Friday, 09:00–17:00 (UK time)',
  },
  { question: 'do you work weekends', page: '/contact', figure: 'Monday to Friday, 09:00–17:00 (UK time)' },
  { question: 'whereabouts is ur office', page: '/contact', figure: 'Newcastle upon Tyne' },
  { question: 'how fast do you reply to messages', page: '/contact', figure: '2 hours' },
  { question: 'can u help a business in tynemouth', page: '/', figure: 'Tynemouth' },
  { question: 'im in whitley bay do you work there', page: '/', figure: 'Whitley Bay' },
  { question: 'do u take on non profits', page: ['/', '/services'], figure: 'Non-profit Organisations' },
  { question: 'who founded clear north', page: '/about' },

  // Examples and the Journal
  { question: 'case study for a coffee shop', page: '/business-examples' },
  { question: 'any examples for banks or fintech', page: '/business-examples' },
  { question: 'examples of gyms or fitness brands', page: '/business-examples' },
  { question: 'got an article on the paradox of choice', page: '/blog/paradox-of-choice-marketing' },
  { question: 'dieter rams design principles', page: '/blog/dieter-rams-10-principles-marketing' },
  { question: 'konmari marketing audit', page: '/blog/marie-kondo-marketing-konmari-method' },

  // A person, and what the site does not cover
  { question: 'i want to speak with a human', page: '/contact', status: 'handover' },
  { question: 'can i talk to some1 on the phone', page: '/contact', status: 'handover' },
  { question: 'can you repair my car', page: '/contact', status: 'unknown' },
  { question: 'do you do plumbing', page: '/contact', status: 'unknown' },
];
