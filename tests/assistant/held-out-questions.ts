import type { VisitorQuestion } from './visitor-questions';

/**
 * Questions kept apart from visitor-questions.ts and never used to tune the
 * assistant: its accuracy here is what a visitor with new words can expect.
 * They were written from the site's list of pages alone, as a visitor to a
 * small Newcastle agency would ask them, before the pages' text was read;
 * only then was each given the page (or "unknown") the site's text calls
 * for, the wording left as written. Once their misses have been looked at,
 * they move to visitor-questions.ts and a new set is written here.
 */
export const heldOutQuestions: VisitorQuestion[] = [
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
