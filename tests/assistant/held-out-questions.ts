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
  // Written later, as visitors ask, from the services, pricing and about pages as a visitor sees them.
  // Prices and paying
  { question: 'whats the cheapest way to start working with you', page: '/pricing', figure: '£999' },
  {
    question: 'how much do i have to spend on facebook ads every month',
    page: '/services/social-media-ads',
    figure: '£1,200/month management, plus a minimum ad spend of £1,500/month',
  },
  {
    question: 'is the ad budget on top of your fee',
    page: ['/services/ppc-advertising', '/services/social-media-ads'],
  },
  { question: 'how much is the scale mastery plan per month', page: '/pricing', figure: '£4,997' },
  { question: 'are there any hidden fees', page: ['/contact', '/'] },
  { question: 'what is the difference between focus growth and scale mastery', page: '/pricing' },
  { question: 'is vat included in your prices', page: '/contact', status: 'unknown' },
  { question: 'do you do payment plans or instalments', page: '/contact', status: 'unknown' },

  // Two things at once
  {
    question: 'how much would it cost for ppc and seo',
    page: ['/services/ppc-advertising', '/services/seo'],
    figure: ['£800/month management, plus a minimum ad spend of £2,000/month', '£1,500–£5,000/month'],
  },
  {
    question: 'price for influencer marketing and how long it takes',
    page: '/services/influencer-marketing',
    figure: ['From £1,500/month, micro-influencer campaigns', '4–8 weeks'],
  },
  {
    question: 'whats your email and when are you open',
    page: '/contact',
    figure: ['hello@clearnorth.co.uk', 'Monday to Friday, 09:00–17:00 (UK time)'],
  },
  {
    question: 'how much is branding and do you cover durham',
    page: ['/', '/services/branding'],
    figure: ['£5,000–£25,000', 'Durham'],
  },

  // Contracts and what stays yours
  {
    question: 'is there a minimum contract',
    page: ['/pricing', '/', '/services/ppc-advertising'],
    figure: "30 days' notice",
  },
  { question: 'can i leave whenever i want', page: ['/pricing', '/'], figure: "30 days' notice" },
  {
    question: 'do i keep my google ads account if we stop working together',
    page: ['/services/ppc-advertising', '/pricing'],
  },

  // Services
  { question: 'can you run ads for my shop on tiktok', page: '/services/social-media-ads' },
  {
    question: 'do you do email marketing',
    page: ['/pricing', '/services/web-funnel', '/services/content-strategy'],
  },
  { question: 'can you make short videos for our ads', page: '/services/social-media-ads' },
  { question: 'do you run linkedin campaigns for b2b', page: '/services/social-media-ads' },
  { question: 'can you help us come up with a new company name', page: '/services/branding' },
  { question: 'we already have a logo, do we need a new one', page: '/services/branding' },
  { question: 'do you write the blog articles yourselves', page: '/services/content-strategy' },
  { question: 'can you get us into the google map results', page: ['/', '/services/seo'] },
  { question: 'we need a proper marketing plan for next year', page: '/services/strategy-consulting' },
  { question: 'can you design a website for my shop', page: '/contact', status: 'unknown' },
  { question: 'do you build mobile apps', page: '/contact', status: 'unknown' },
  { question: 'can you print flyers and business cards', page: '/contact', status: 'unknown' },
  { question: 'do you do pr and press releases', page: '/contact', status: 'unknown' },
  { question: 'do you do radio adverts', page: '/contact', status: 'unknown' },

  // Who it is for, and where
  {
    question: 'do you help charities with their marketing',
    page: ['/', '/services'],
    figure: 'Non-profit Organisations',
  },
  {
    question: 'do you work with hospitality businesses',
    page: ['/', '/services'],
    figure: 'Hospitality & Tourism',
  },
  { question: 'do you work with manufacturers', page: ['/', '/services'], figure: 'Manufacturing' },
  { question: 'is seo worth it for a solicitor', page: '/services/seo' },
  {
    question: 'do you work with businesses in middlesbrough',
    page: '/contact',
    figure: 'elsewhere in the UK',
  },
  { question: 'can you work with a company in london', page: '/contact', figure: 'elsewhere in the UK' },

  // The agency, and reaching it
  { question: 'how long have you been in business', page: ['/about', '/'], figure: '2020' },
  { question: 'how many businesses have you helped', page: ['/', '/about', '/pricing'], figure: '200+' },
  { question: 'are you a google partner', page: '/about', figure: 'Google Partner' },
  { question: 'how big is your team', page: ['/about', '/services'] },
  { question: 'do you have good reviews', page: '/pricing', figure: '4.9/5' },
  { question: 'what is your phone number', page: '/contact', figure: 'hello@clearnorth.co.uk' },
  { question: 'is the discovery call free', page: '/contact', figure: 'free 15-minute discovery call' },
  { question: 'how soon will someone get back to me', page: ['/contact', '/pricing'], figure: '2 hours' },
  { question: 'can we meet face to face', page: '/contact' },

  // How long
  {
    question: 'when would i start seeing more visitors from seo',
    page: '/services/seo',
    figure: '3–6 months',
  },
  {
    question: 'how many weeks does a funnel take to build',
    page: '/services/web-funnel',
    figure: '6–12 weeks',
  },
  {
    question: 'how long is the strategy project',
    page: '/services/strategy-consulting',
    figure: '4–6 weeks',
  },

  // Examples
  { question: 'any examples from fashion or clothing brands', page: '/business-examples' },
  { question: 'got any examples of education companies', page: '/business-examples' },

  // Not what the site is about
  { question: 'can you fix my laptop screen', page: '/contact', status: 'unknown' },
  { question: 'do you sell domain names', page: '/contact', status: 'unknown' },
  { question: 'can you sort out my tax return', page: '/contact', status: 'unknown' },
  { question: 'do you do wedding photography', page: '/contact', status: 'unknown' },
  { question: 'are you hiring at the moment', page: '/contact', status: 'unknown' },
  { question: 'do you offer work experience placements', page: '/contact', status: 'unknown' },
  { question: 'what is your company number', page: '/contact', status: 'unknown' },
  { question: 'can you recommend a good accountant', page: '/contact', status: 'unknown' },
];
