import { seoTimeline } from '@/content/site-facts';

/**
 * Questions as visitors type them (typos, lower case, British spelling,
 * texting shorthand), each with the page the answer must cite first and,
 * where one applies, the figure it must quote exactly.
 */
export interface VisitorQuestion {
  /** Earlier questions in the same conversation, for follow-ups. */
  before?: string[];
  question: string;
  /** The first cited page's path (a query string is ignored), or any of several that say the same; '/contact' for a hand-over. */
  page: string | string[];
  /** Figures the answer must quote exactly: all of them, when it asks about several things. */
  figure?: string | string[];
  /** Set when the assistant should not answer from the pages but hand over to a person. */
  status?: 'unknown' | 'handover';
  /** Words the answer's own sentences (its opening and any note) must contain. */
  says?: string;
}

/** Questions once answered wrongly and with confidence; each must now be answered exactly as given. */
export const onceAnsweredWrongly: VisitorQuestion[] = [
  // Not the Dieter Rams article: the page that lists the non-profit organisations served.
  { question: 'Do you work with charities?', page: ['/', '/services'], figure: 'Non-profit Organisations' },
  {
    question: 'How much are web funnels and content strategy?',
    page: '/services/web-funnel',
    figure: ['£3,500–£15,000', '£2,000–£8,000/month'],
  },
  {
    question: 'hw much 4 socal media ads n wat do i get',
    page: '/services/social-media-ads',
    figure: [
      '£1,200/month management, plus a minimum ad spend of £1,500/month',
      'Audience research and platform recommendation',
    ],
  },
  {
    question: 'Faint mae SEO yn ei gostio?',
    page: '/contact',
    status: 'unknown',
    says: 'I can only answer in English',
  },
  {
    question: 'Ile kosztuje pozycjonowanie?',
    page: '/contact',
    status: 'unknown',
    says: 'I can only answer in English',
  },
  // Too little of this is on the site to quote the nearest passage as if it answered it.
  {
    question: 'whats the best pizza in newcastle',
    page: '/contact',
    status: 'unknown',
    says: "Sorry, I don't know.",
  },
  // Answered with passages pasted whole, none of them an answer; each now answered in a sentence or two, or refused.
  { question: 'Who owns the website after you build it?', page: '/contact', status: 'unknown' },
  { question: 'Can I pay monthly?', page: '/pricing', figure: ['£2,497', '£4,997'] },
  {
    question: 'How much is SEO and web design together?',
    page: '/services/seo',
    figure: '£1,500–£5,000/month',
    says: "This site doesn't cover web design, so I can't give a total.",
  },
  { question: 'Do you do TikTok ads?', page: '/services/social-media-ads', figure: 'TikTok' },
  // The Business Examples hold no hospitality business; food and drink brands are not one.
  { question: 'Show me an example in hospitality', page: '/contact', status: 'unknown' },
  // Serving a town is not having clients there, and the Business Examples are not the agency's clients.
  {
    question: 'Have you worked with any companies in Sunderland? Show me a case study',
    page: '/',
    figure: 'Sunderland',
    says: "These are public examples of good marketing, not Clear North's clients.",
  },
];

/**
 * The first held-out set, written the same way and measured before its misses were looked at;
 * since then it is tuned against like the rest.
 */
export const formerlyHeldOut: VisitorQuestion[] = [
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
  // The SEO page's timeline has since changed its words.
  { question: 'seo for small buisness how long', page: '/services/seo', figure: seoTimeline },
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
  // The pages leave this claim out until the agency gives it with its source (src/content/business-facts.ts).
  { question: 'how many businesses have you helped', page: '/contact', status: 'unknown' },
  { question: 'are you a google partner', page: '/about', figure: 'Google Partner' },
  { question: 'how big is your team', page: ['/about', '/services'] },
  { question: 'do you have good reviews', page: '/pricing', figure: '4.9/5' },
  // Until the agency gives a phone number, the answer is how to reach it: a booked call or a message.
  { question: 'what is your phone number', page: ['/book', '/contact'] },
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

/**
 * The held-out set until the present one: written the same way, and measured before its misses were
 * looked at (51 of 59 right answers, 31 of 35 honest refusals); since then it is tuned against like the rest.
 */
export const heldOutUntilNow: VisitorQuestion[] = [
  // Services
  { question: 'What services do you offer?', page: ['/services', '/'] },
  { question: 'Do you do SEO?', page: ['/services/seo', '/'] },
  { question: 'Can you help my business show up on Google Maps?', page: ['/', '/services/seo'] },
  { question: 'Do you run Google Ads campaigns?', page: ['/services/ppc-advertising', '/'] },
  { question: 'Do you manage Facebook and Instagram ads?', page: '/services/social-media-ads' },
  { question: 'What is a web funnel?', page: '/services/web-funnel' },
  { question: 'Do you do logo design and branding?', page: '/services/branding' },
  { question: 'Do you work with influencers?', page: '/services/influencer-marketing' },
  { question: 'Can you write blog content for my business?', page: ['/services/content-strategy', '/'] },
  { question: "What's included in content strategy?", page: ['/services/content-strategy', '/'] },
  { question: 'Do you offer marketing strategy consulting?', page: '/services/strategy-consulting' },
  { question: 'Do you do TikTok marketing?', page: '/services/social-media-ads', figure: 'TikTok' },
  {
    question: 'Do you offer email marketing?',
    page: ['/pricing', '/services/web-funnel', '/services/content-strategy'],
  },
  // The site offers funnels and improvements to a website, not new websites.
  { question: 'Can you build me a website?', page: '/contact', status: 'unknown' },

  // Prices and paying
  { question: 'How much does SEO cost per month?', page: '/services/seo', figure: '£1,500–£5,000/month' },
  {
    question: 'What does PPC management cost?',
    page: ['/services/ppc-advertising', '/'],
    figure: '£800/month',
  },
  {
    question: 'How much is social media advertising?',
    page: '/services/social-media-ads',
    figure: '£1,200/month management, plus a minimum ad spend of £1,500/month',
  },
  { question: 'How much does a sales funnel cost?', page: '/services/web-funnel', figure: '£3,500–£15,000' },
  { question: 'How much does a brand identity cost?', page: '/services/branding', figure: '£5,000–£25,000' },
  {
    question: 'What does influencer marketing cost?',
    page: '/services/influencer-marketing',
    figure: 'From £1,500/month, micro-influencer campaigns',
  },
  {
    question: 'How much is a strategy consultation?',
    page: '/services/strategy-consulting',
    figure: '£2,500–£10,000 plus £1,500/month ongoing',
  },
  { question: 'Do you have packages or monthly retainers?', page: '/pricing' },
  { question: "What's the cheapest package?", page: '/pricing', figure: '£999' },
  {
    question: 'Is there a minimum contract length?',
    page: ['/pricing', '/', '/services/ppc-advertising'],
    figure: 'month to month',
  },
  { question: 'Can I pay monthly?', page: '/pricing', figure: ['£2,497', '£4,997'] },
  { question: 'Are your prices plus VAT?', page: '/contact', status: 'unknown' },
  { question: 'how much for a new website', page: '/contact', status: 'unknown' },
  { question: 'Can I pay in instalments?', page: '/contact', status: 'unknown' },
  { question: 'Do you offer discounts for small businesses?', page: '/contact', status: 'unknown' },
  { question: "What's your hourly rate?", page: '/contact', status: 'unknown' },

  // How long
  {
    question: 'How long does SEO take to show results?',
    page: ['/services/seo', '/', '/pricing'],
    figure: '3–6 months',
  },
  { question: 'How long does a branding project take?', page: '/services/branding', figure: '8–12 weeks' },
  { question: 'How quickly can you build a funnel?', page: '/services/web-funnel', figure: '6–12 weeks' },
  // No service named: either kind of ads, or the general answer.
  {
    question: 'How long until my ads are live?',
    page: ['/services/ppc-advertising', '/services/social-media-ads', '/'],
  },
  {
    question: 'How long does the content strategy take?',
    page: '/services/content-strategy',
    figure: '2–4 weeks for strategy, ongoing after',
  },

  // Reaching the team, and booking a call
  { question: "What's your email address?", page: '/contact', figure: 'hello@clearnorth.co.uk' },
  // No phone number is given: the way to talk is a booked call.
  { question: 'Can I ring you?', page: ['/book', '/contact'] },
  { question: 'What number can I call you on?', page: ['/book', '/contact'] },
  {
    question: 'What are your opening hours?',
    page: '/contact',
    figure: 'Monday to Friday, 09:00–17:00 (UK time)',
  },
  { question: 'How fast do you reply to enquiries?', page: ['/contact', '/pricing'], figure: '2 hours' },
  { question: 'How do I book a call?', page: '/book' },
  { question: 'How long is the discovery call?', page: ['/book', '/contact'], figure: '15-minute' },
  {
    question: 'Is the first call free?',
    page: ['/book', '/contact'],
    figure: 'free 15-minute discovery call',
  },
  {
    question: 'Do you offer a free consultation?',
    page: ['/book', '/contact'],
    figure: 'free 15-minute discovery call',
  },
  // No page says how to cancel a booked call.
  { question: 'Can I cancel my booked call?', page: '/contact', status: 'unknown' },

  // Where
  { question: 'Where is your office?', page: '/contact', figure: 'Newcastle upon Tyne' },
  { question: 'Are you based in Newcastle?', page: ['/contact', '/', '/about'], figure: 'Newcastle' },
  {
    question: 'Do you work with clients outside the North East?',
    page: '/contact',
    figure: 'elsewhere in the UK',
  },
  { question: 'Can you work with a business in Sunderland?', page: ['/', '/contact'], figure: 'Sunderland' },

  // Who they are, and who for
  // No page names the people.
  { question: 'Who runs Clear North?', page: '/contact', status: 'unknown' },
  { question: 'How big is your team?', page: ['/about', '/services'], figure: 'small team' },
  { question: 'When was Clear North founded?', page: '/about', figure: '2020' },
  {
    question: 'What makes you different from other agencies?',
    page: ['/', '/services', '/about', '/contact'],
  },
  { question: 'What results have you got for clients?', page: '/pricing', figure: '£2.4M' },
  { question: 'Do you have reviews or testimonials?', page: '/pricing', figure: '4.9/5' },
  { question: 'What kind of businesses do you work with?', page: ['/', '/services', '/about'] },
  { question: 'Do you work with charities?', page: ['/', '/services'], figure: 'Non-profit Organisations' },
  {
    question: 'Do you work with ecommerce shops?',
    page: [
      '/',
      '/services',
      '/services/seo',
      '/services/ppc-advertising',
      '/services/social-media-ads',
      '/services/influencer-marketing',
      '/services/web-funnel',
    ],
    figure: 'E-commerce',
  },
  {
    question: 'Do you have case studies?',
    page: '/business-examples',
    says: "These are public examples of good marketing, not Clear North's clients.",
  },

  // Reading, tools and the rest of the site
  { question: 'What is the Clear Framework?', page: '/blog/clear-framework-guide' },
  { question: 'What is minimalist marketing?', page: '/blog/minimalist-marketing-trends' },
  {
    question: 'How can I work out my marketing ROI?',
    page: ['/blog/marketing-roi-measurement-guide', '/tools/roi-calculator'],
  },
  {
    question: 'Do you have any free guides?',
    page: [
      '/blog',
      '/education',
      '/blog/clear-framework-guide',
      '/blog/marketing-roi-measurement-guide',
      '/blog/local-seo-north-east-whitepaper',
      '/resources/clear-framework-template',
      '/resources/local-seo-checklist',
    ],
  },
  { question: 'Do you have a free local SEO checklist?', page: '/resources/local-seo-checklist' },
  { question: 'Is there a newsletter I can sign up to?', page: '/newsletter/subscribe' },
  { question: 'How do I unsubscribe from your emails?', page: '/newsletter/unsubscribe' },
  { question: 'What do you do with my personal data?', page: '/privacy' },

  // Not what the site is about
  { question: 'Do you fix laptops?', page: '/contact', status: 'unknown' },
  { question: 'Can you repair my boiler?', page: '/contact', status: 'unknown' },
  { question: 'Do you do plumbing?', page: '/contact', status: 'unknown' },
  { question: 'Can you cater a party?', page: '/contact', status: 'unknown' },
  { question: 'Do you sell office furniture?', page: '/contact', status: 'unknown' },
  { question: 'Can you do my tax return?', page: '/contact', status: 'unknown' },
  { question: 'Do you offer mortgage advice?', page: '/contact', status: 'unknown' },
  { question: 'Can you translate documents into French?', page: '/contact', status: 'unknown' },
  { question: 'Do you make iPhone apps?', page: '/contact', status: 'unknown' },
  { question: "What's the weather like in Newcastle today?", page: '/contact', status: 'unknown' },
  { question: 'Can you recommend a solicitor?', page: '/contact', status: 'unknown' },
  { question: 'Do you do car valeting?', page: '/contact', status: 'unknown' },
  { question: 'Can I order a takeaway?', page: '/contact', status: 'unknown' },
  { question: 'Do you offer IT support?', page: '/contact', status: 'unknown' },
  { question: 'Do you host email servers?', page: '/contact', status: 'unknown' },
  { question: 'Can you help me with my visa application?', page: '/contact', status: 'unknown' },
  { question: 'Do you run driving lessons?', page: '/contact', status: 'unknown' },
  { question: 'Do you sell Newcastle United tickets?', page: '/contact', status: 'unknown' },
  { question: 'Do you install CCTV?', page: '/contact', status: 'unknown' },
  { question: 'Do you do dog grooming?', page: '/contact', status: 'unknown' },
  { question: 'Can you train my staff in Excel?', page: '/contact', status: 'unknown' },
  { question: 'Do you offer student discounts on gym membership?', page: '/contact', status: 'unknown' },
  { question: "What's the parking like near St James' Park?", page: '/contact', status: 'unknown' },
  { question: 'Do you print business cards?', page: '/contact', status: 'unknown' },
  { question: "Can you set up my company's payroll?", page: '/contact', status: 'unknown' },
  { question: 'Do you do window cleaning?', page: '/contact', status: 'unknown' },
  { question: 'Who won the election?', page: '/contact', status: 'unknown' },
];

export const visitorQuestions: VisitorQuestion[] = [
  // Prices
  { question: 'How much is SEO a month?', page: '/services/seo', figure: '£1,500–£5,000/month' },
  { question: 'how much r u for seo', page: '/services/seo', figure: '£1,500–£5,000/month' },
  { question: 'whats ur seo pricing', page: '/services/seo', figure: '£1,500–£5,000/month' },
  { question: 'cost of search engine optimisation?', page: '/services/seo', figure: '£1,500–£5,000/month' },
  {
    question: 'price for ppc management',
    page: '/services/ppc-advertising',
    figure: '£800/month management, plus a minimum ad spend of £2,000/month',
  },
  {
    question: 'how much do you charge to run google ads',
    page: '/services/ppc-advertising',
    figure: '£800/month management, plus a minimum ad spend of £2,000/month',
  },
  {
    question: 'facebook ads cost?',
    page: '/services/social-media-ads',
    figure: '£1,200/month management, plus a minimum ad spend of £1,500/month',
  },
  {
    question: 'how much would instagram advertising be',
    page: '/services/social-media-ads',
    figure: '£1,200/month management, plus a minimum ad spend of £1,500/month',
  },
  { question: 'how much is a rebrand', page: '/services/branding', figure: '£5,000–£25,000' },
  {
    question: 'price of a new logo and brand identity',
    page: '/services/branding',
    figure: '£5,000–£25,000',
  },
  {
    question: 'content strategy price per month?',
    page: '/services/content-strategy',
    figure: '£2,000–£8,000/month',
  },
  { question: 'what does a web funnel cost', page: '/services/web-funnel', figure: '£3,500–£15,000' },
  {
    question: 'how much for landing pages and a funnel',
    page: '/services/web-funnel',
    figure: '£3,500–£15,000',
  },
  {
    question: 'influencer campaign pricing',
    page: '/services/influencer-marketing',
    figure: 'From £1,500/month, micro-influencer campaigns',
  },
  {
    question: 'how much do u charge for consultancy',
    page: '/services/strategy-consulting',
    figure: '£2,500–£10,000 plus £1,500/month ongoing',
  },
  {
    question: 'minimum ad spend for tiktok ads?',
    page: '/services/social-media-ads',
    figure: '£1,200/month management, plus a minimum ad spend of £1,500/month',
  },
  {
    before: ['how much is seo'],
    question: 'and PPC?',
    page: '/services/ppc-advertising',
    figure: '£800/month management, plus a minimum ad spend of £2,000/month',
  },
  {
    before: ['how much is branding'],
    question: 'what about social media ads',
    page: '/services/social-media-ads',
    figure: '£1,200/month management, plus a minimum ad spend of £1,500/month',
  },
  {
    before: ['whats the price of content strategy'],
    question: 'and web funnels?',
    page: '/services/web-funnel',
    figure: '£3,500–£15,000',
  },

  // Packages
  { question: "What's in Focus Growth?", page: '/pricing', figure: '8 content pieces per month' },
  { question: 'how much is focus growth', page: '/pricing', figure: '£2,497' },
  { question: 'clarity starter price', page: '/pricing', figure: '£999' },
  {
    question: 'whats included in the scale mastery package',
    page: '/pricing',
    figure: 'Dedicated account manager',
  },
  { question: 'how much is scale mastry a month', page: '/pricing', figure: '£4,997' },
  { question: 'what packages do you have', page: '/pricing', figure: '£999' },
  { question: 'cheapest package?', page: '/pricing', figure: '£999' },
  {
    question: 'does the starter package include a strategy call',
    page: '/pricing',
    figure: '1-hour strategy call',
  },
  { question: 'how much does digital marketing cost', page: '/', figure: '£1,500–£5,000/month' },

  // Timelines
  {
    question: 'how long until SEO works?',
    page: '/services/seo',
    figure: seoTimeline,
  },
  {
    question: 'how long does seo take to start working',
    page: '/services/seo',
    figure: seoTimeline,
  },
  { question: 'how long does a rebrand take?', page: '/services/branding', figure: '8–12 weeks' },
  { question: 'timeline for building a sales funnel', page: '/services/web-funnel', figure: '6–12 weeks' },
  {
    question: 'how many weeks for an influencer campaign',
    page: '/services/influencer-marketing',
    figure: '4–8 weeks',
  },
  {
    question: 'how quickly can ppc get going',
    page: '/services/ppc-advertising',
    figure: '2–3 weeks setup, 3–6 months to optimise',
  },
  {
    question: 'how long does the strategy consulting take',
    page: '/services/strategy-consulting',
    figure: '4–6 weeks',
  },
  {
    before: ['how much is content strategy'],
    question: 'how long does it take?',
    page: '/services/content-strategy',
    figure: '2–4 weeks for strategy, ongoing after',
  },
  {
    question: 'how quickly will i see results from a package',
    page: '/pricing',
    figure: 'In the first month',
  },

  // Fit: areas, startups, industries
  { question: 'Do you work with startups in Sunderland?', page: '/', figure: 'Sunderland' },
  { question: 'do you cover durham', page: '/', figure: 'Durham' },
  {
    question: 'are you only in newcastle or do you work outside the north east',
    page: '/contact',
    figure: 'elsewhere in the UK',
  },
  { question: "i'm based in hexham, can you help", page: '/', figure: 'Hexham' },
  { question: 'do you work with startups', page: '/' },
  { question: 'what industries do you work with', page: '/' },
  { question: 'which sectors do u specialise in', page: '/services' },
  {
    question: 'who is seo for',
    page: '/services/seo',
    figure: 'Local service businesses across the North East',
  },
  { question: 'is branding right for a small business like mine', page: '/services/branding' },

  // Process
  { question: 'What happens after I get in touch?', page: '/pricing', figure: '2 hours' },
  { question: 'what happens on the first call', page: '/' },
  { question: 'whats your seo process', page: '/services/seo', figure: 'SEO audit' },
  { question: 'what are the steps for a ppc campaign', page: '/services/ppc-advertising' },
  { question: 'how do you measure results', page: '/' },
  { question: 'what do i get with seo', page: '/services/seo', figure: 'Technical SEO audit and fix list' },

  // Policies
  { question: 'can i cancel my retainer?', page: '/pricing', figure: "30 days' notice" },
  { question: 'whats your cancellation policy', page: '/pricing', figure: "30 days' notice" },
  {
    question: 'is there a refund if i change my mind',
    page: '/pricing',
    figure: 'non-refundable once work has begun',
  },
  {
    question: 'are one time packages refundable',
    page: '/pricing',
    figure: 'non-refundable once work has begun',
  },
  // No money-back guarantee is offered: the honest answer is the refund rule.
  {
    question: 'do you do a money back guarantee',
    page: '/pricing',
    figure: 'non-refundable once work has begun',
  },
  { question: 'can you guarantee first place on google', page: '/services/seo' },

  // Contact and hours
  {
    question: 'what are your opening hours',
    page: '/contact',
    figure: 'Monday to Friday, 09:00–17:00 (UK time)',
  },
  { question: 'are you open saturdays', page: '/contact', figure: 'Monday to Friday, 09:00–17:00 (UK time)' },
  { question: 'whats your email address', page: '/contact', figure: 'hello@clearnorth.co.uk' },
  { question: 'where are you based?', page: '/contact', figure: 'Newcastle upon Tyne' },
  { question: 'can i book a call', page: '/book' },

  // Examples and the Journal
  { question: 'show me an example in retail', page: '/business-examples' },
  { question: 'any case studies for retail businesses', page: '/business-examples' },
  { question: 'have u got examples of saas companies', page: '/business-examples' },
  { question: 'example of a startup that did well', page: '/business-examples' },
  { question: 'do you have an article about local seo', page: '/blog/local-seo-north-east-whitepaper' },
  { question: 'guide to measuring marketing roi', page: '/blog/marketing-roi-measurement-guide' },
  { question: 'what is the clear framework', page: '/blog/clear-framework-guide' },

  // Services in general
  { question: 'what services do you offer', page: ['/services', '/'] },
  { question: 'can you manage our google ads account', page: '/' },
  { question: 'do you help improve existing websites', page: '/' },
  { question: 'what is local seo', page: '/' },

  // The privacy notice, the newsletter and the free resources
  { question: 'what happens to my email address if i send an enquiry', page: '/privacy' },
  { question: 'how long do you keep my enquiry', page: '/privacy' },
  { question: 'is my info shared with anyone', page: '/privacy', says: 'share it with no one else' },
  { question: 'do you use tracking cookies', page: '/privacy', says: 'no advertising trackers' },
  { question: 'do u have a newsletter', page: '/newsletter/subscribe' },
  { question: 'can i join your mailing list', page: '/newsletter/subscribe' },
  { question: 'how do i get off your mailing list', page: '/newsletter/unsubscribe' },
  { question: 'is the clear template free to download', page: '/resources/clear-framework-template' },
  { question: 'printable checklist for local seo', page: '/resources/local-seo-checklist' },

  // A new website, and the agency's facts it has not given yet (src/content/business-facts.ts)
  { question: 'could you make us a website', page: '/contact', status: 'unknown' },
  { question: 'what would a brand new website cost', page: '/contact', status: 'unknown' },
  { question: 'do your prices include tax', page: '/contact', status: 'unknown' },
  { question: 'how much is ppc plus vat', page: '/contact', status: 'unknown' },
  { question: 'whats your telephone number', page: ['/book', '/contact'] },
  { question: 'whats ur number', page: ['/book', '/contact'] },
  { question: 'is the seo price inc vat', page: '/contact', status: 'unknown' },
  {
    question: 'do you do web design',
    page: '/contact',
    status: 'unknown',
    says: "that isn't one of the services this site lists",
  },
  { question: 'how do i unsubscribe', page: '/newsletter/unsubscribe', says: 'our newsletter stops' },

  // A person, and what the site does not cover
  { question: 'can i speak to a real person', page: '/contact', status: 'handover' },
  { before: ['how much is seo'], question: 'talk to a human pls', page: '/contact', status: 'handover' },
  { question: 'can you fix my boiler?', page: '/contact', status: 'unknown' },
  { question: 'do you sell car insurance', page: '/contact', status: 'unknown' },
  { question: "what's the weather like in newcastle tomorrow", page: '/contact', status: 'unknown' },

  ...onceAnsweredWrongly,
  ...formerlyHeldOut,
  ...heldOutUntilNow,
];
