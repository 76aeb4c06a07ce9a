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
  { question: 'hiya what do u lot actually do', page: ['/', '/services', '/about', '/contact'] },
  {
    question: 'seo prices?? is that per month or a one off',
    page: '/services/seo',
    figure: '£1,500–£5,000/month',
  },
  // An audit is the first step of SEO work; no page sells one on its own.
  { question: 'do you do seo audits as a one off', page: '/contact', status: 'unknown' },
  {
    question: 'do you do pay per click and whats the minimum ad budget',
    page: '/services/ppc-advertising',
    figure: '£2,000',
  },
  { question: 'facebook ads for a small cafe, is it worth it', page: '/services/social-media-ads' },
  // Facebook, Instagram, LinkedIn and TikTok only.
  { question: 'can you advertise on snapchat', page: '/contact', status: 'unknown' },
  { question: 'whats a funnel and do i need one for my online shop', page: '/services/web-funnel' },
  {
    question: 'ballpark figure for a full brand refresh?',
    page: '/services/branding',
    figure: '£5,000–£25,000',
  },
  {
    question: 'can u find micro influencers in the north east for us',
    page: '/services/influencer-marketing',
  },
  // The content strategy page gives no count; the only one is the Focus Growth package's.
  {
    question: 'how many blog posts a month would i get with content strategy',
    page: '/pricing',
    figure: '8 content pieces per month',
  },
  {
    question:
      "I run a family joinery firm in Gateshead, about 12 staff, we've never really done marketing because most of our work comes from word of mouth but that's drying up a bit and honestly I don't know where to start, would a strategy consultation be the right first step or should we just jump into ads?",
    page: ['/services/strategy-consulting', '/contact', '/', '/services'],
  },
  {
    question: 'does content strategy include video or just written stuff',
    page: '/services/content-strategy',
  },
  { question: 'branding - what do i actually get, logo colours fonts etc?', page: '/services/branding' },
  {
    question: 'what do you hand over at the end of a strategy project',
    page: '/services/strategy-consulting',
  },
  // The creators' fees are negotiated; no page says whether the monthly price includes them.
  {
    question: 'whats the budget for working with influencers, do we pay them separately',
    page: '/services/influencer-marketing',
    figure: '£1,500/month',
  },
  {
    question: 'social media ads - do you make the images and copy or do we',
    page: '/services/social-media-ads',
  },
  { question: 'what kind of businesses is the web funnel for', page: '/services/web-funnel' },
  {
    question: 'for the web funnel, do you write the emails too and what does that cost',
    page: '/services/web-funnel',
    figure: '£3,500–£15,000',
  },
  { question: 'do you track phone calls that come from ads', page: '/services/ppc-advertising' },
  { question: 'our google reviews are awful can you help with that', page: ['/', '/services/seo'] },
  // No page says which to start with; the pages on either, or the home page's overview, answer in part.
  {
    question: 'seo or ppc, which should i do first',
    page: ['/', '/services/seo', '/services/ppc-advertising'],
  },
  {
    question: 'will we definitely get more customers or do you promise results',
    page: ['/services/seo', '/'],
  },
  // SEO is answered; payroll is not on the site.
  { question: 'do you do seo and can you also sort out our payroll', page: ['/services/seo', '/'] },

  // Prices and paying
  { question: 'whats in the middle package vs the top one', page: '/pricing' },
  // Nothing on the site costs under £800 a month.
  {
    question: "i've got about 500 quid a month, is that enough for anything",
    page: '/contact',
    status: 'unknown',
  },
  { question: 'any setup fees', page: ['/pricing', '/about', '/', '/contact'] },
  { question: 'do you take card payments or is it bank transfer only', page: '/contact', status: 'unknown' },
  { question: 'is there a discount if we pay for the year up front', page: '/contact', status: 'unknown' },
  { question: 'is there a free trial month', page: '/contact', status: 'unknown' },
  { question: 'do you do gift vouchers', page: '/contact', status: 'unknown' },

  // Reaching the team, and what happens first
  {
    question: 'who should i email if i want to send over a brief',
    page: '/contact',
    figure: 'hello@clearnorth.co.uk',
  },
  {
    question: 'sent a message yesterday, when should i expect to hear back',
    page: ['/contact', '/pricing', '/'],
    figure: '2 hours',
  },
  { question: 'can I grab 20 mins with someone next week to chat it through', page: ['/book', '/contact'] },
  { question: 'do i need to prepare anything before we talk', page: ['/', '/book', '/contact'] },
  { question: 'whats the first meeting like, video call or in person?', page: ['/book', '/contact', '/'] },
  { question: "once we've signed, what do the first few weeks look like", page: '/pricing' },
  {
    question: 'do I get a monthly report showing results',
    page: [
      '/',
      '/about',
      '/pricing',
      '/services',
      '/services/seo',
      '/services/ppc-advertising',
      '/services/social-media-ads',
      '/services/content-strategy',
    ],
  },
  {
    question: 'can i message you on whatsapp instead of filling in a form',
    page: '/contact',
    status: 'unknown',
  },
  // Hours are Monday to Friday; no page mentions holidays.
  { question: 'r u around over christmas', page: '/contact', status: 'unknown' },

  // Where
  {
    question: 'are you actually in newcastle or is it a remote thing',
    page: ['/contact', '/', '/about'],
    figure: 'Newcastle',
  },
  // No address is given, but the team meets clients in person when it helps.
  { question: 'can i pop into your office', page: '/contact', says: 'meet in person' },
  {
    question: "we're a shop in south shields, is that in your patch",
    page: ['/', '/contact'],
    figure: 'South Shields',
  },
  { question: 'anywhere up in northumberland, like alnwick or berwick?', page: ['/', '/contact'] },
  { question: 'do you do meetings in person in carlisle', page: '/contact' },

  // Who they are, and who for
  // No page names the people.
  { question: "who's the founder and what's their background", page: '/contact', status: 'unknown' },
  { question: 'how many years experience have you got in marketing', page: ['/about', '/'], figure: '2020' },
  { question: 'is it just one person or a proper team', page: ['/about', '/services'], figure: 'small team' },
  {
    question: 'do u work with schools or colleges',
    page: ['/', '/services', '/services/content-strategy'],
    figure: 'Education',
  },
  {
    question: 'what sort of businesses are your typical clients',
    page: ['/', '/services', '/about', '/contact'],
  },
  {
    question: "we're a dental practice in jesmond, what would you suggest",
    page: ['/', '/services', '/services/seo', '/services/ppc-advertising', '/contact'],
  },
  // The site shows no client's work: the Business Examples are public companies.
  { question: 'can i see the work you did for the restaurant', page: '/contact', status: 'unknown' },
  {
    question: 'can i speak to one of your existing clients for a reference',
    page: '/contact',
    status: 'unknown',
  },
  {
    question: 'do you work with other agencies as a white label partner',
    page: '/contact',
    status: 'unknown',
  },
  {
    question: 'examples of brands that do marketing well',
    page: '/business-examples',
    says: "These are public examples of good marketing, not Clear North's clients.",
  },
  {
    question: 'are the companies on your business examples page your clients',
    page: '/business-examples',
    says: "These are public examples of good marketing, not Clear North's clients.",
  },

  // Reading, tools and the rest of the site
  {
    question: 'the CLEAR thing on your site, what does each letter stand for',
    page: ['/blog/clear-framework-guide', '/resources/clear-framework-template'],
    says: 'Clarity',
  },
  { question: 'where do i download the local seo list thing', page: '/resources/local-seo-checklist' },
  {
    question: 'is there a template i can use to plan my marketing',
    page: ['/resources/clear-framework-template', '/blog/clear-framework-guide'],
  },
  {
    question: 'how does the roi calculator work',
    page: ['/tools/roi-calculator', '/blog/marketing-roi-measurement-guide', '/education'],
  },
  {
    question: 'why do busy websites make people leave, got any research on that',
    page: '/blog/cognitive-load-crisis-nielsen-research-minimalist-marketing',
  },
  {
    question: 'anything on why too many options puts customers off',
    page: '/blog/paradox-of-choice-marketing',
  },
  {
    question: 'is less is more actually a thing in marketing or just a trend',
    page: ['/blog/minimalist-marketing-trends', '/blog/minimalist-brands-ditching-drama'],
  },
  {
    question: 'apple vs samsung advertising',
    page: ['/blog/apple-vs-samsung-minimalism-case-study', '/business-examples'],
  },
  { question: 'marie kondo and marketing??', page: '/blog/marie-kondo-marketing-konmari-method' },
  {
    question: 'any research on local seo in the north east',
    page: ['/blog/local-seo-north-east-whitepaper', '/resources/local-seo-checklist'],
  },
  // Free articles and resources, but no courses; team training comes only in a paid package.
  { question: 'do you run any free courses or training', page: '/contact', status: 'unknown' },
  { question: 'how often does the newsletter come out', page: '/newsletter/subscribe', figure: 'a week' },
  // The site says a confirmation link is sent, not what to do when it does not arrive.
  {
    question: 'i signed up for the newsletter but never got a confirmation email',
    page: '/contact',
    status: 'unknown',
  },
  { question: 'who else sees the stuff i type into your forms', page: '/privacy' },
  { question: 'do you use google analytics on here', page: '/privacy' },
  { question: 'how do i get my data deleted', page: '/privacy' },

  // Not what the site is about
  { question: 'do you do product photography for an online shop', page: '/contact', status: 'unknown' },
  { question: 'my printer wont connect can you help', page: '/contact', status: 'unknown' },
  { question: 'do u do signage for shop fronts', page: '/contact', status: 'unknown' },
  { question: 'can i pay in bitcoin', page: '/contact', status: 'unknown' },
  { question: 'any jobs going for a graduate', page: '/contact', status: 'unknown' },
  { question: 'could you build us a booking app for android', page: '/contact', status: 'unknown' },
  { question: 'is there parking near your office', page: '/contact', status: 'unknown' },
  { question: 'do you do sponsored posts in the chronicle newspaper', page: '/contact', status: 'unknown' },
  { question: 'how much would a tv advert cost', page: '/contact', status: 'unknown' },
  { question: 'do you do voiceovers for videos', page: '/contact', status: 'unknown' },
  { question: 'can you manage our amazon seller listings', page: '/contact', status: 'unknown' },
  { question: "where's good for a pint near the quayside", page: '/contact', status: 'unknown' },
  { question: 'can you organise a launch event for our new shop', page: '/contact', status: 'unknown' },
  { question: 'billboards on the coast road, can you sort that', page: '/contact', status: 'unknown' },
  { question: 'who won the toon match on saturday', page: '/contact', status: 'unknown' },
  { question: 'can you write my dissertation for me', page: '/contact', status: 'unknown' },
  { question: 'my wordpress plugin keeps crashing can you fix it', page: '/contact', status: 'unknown' },
  { question: 'can you recover my hacked facebook page', page: '/contact', status: 'unknown' },
  { question: 'do you sponsor local football teams', page: '/contact', status: 'unknown' },
  { question: 'are dogs allowed in your office', page: '/contact', status: 'unknown' },
  { question: 'can you help with my self assessment', page: '/contact', status: 'unknown' },
  { question: 'do you do podcast editing', page: '/contact', status: 'unknown' },
  { question: 'whats the wifi password', page: '/contact', status: 'unknown' },
  { question: 'can you set up outlook on my new laptop', page: '/contact', status: 'unknown' },
  // Branding covers identity and print use, not packaging.
  { question: 'can you redo our packaging design', page: '/contact', status: 'unknown' },
  { question: 'do you sell instagram followers', page: '/contact', status: 'unknown' },
];
