import type { EducationItem, ResourceItem } from './types';

export const educationItems: EducationItem[] = [
  {
    type: 'framework',
    difficulty: 'beginner',
    title: 'The CLEAR Framework: A One-Page Marketing Plan for Small Businesses',
    excerpt:
      'Clarity, Leverage, Evidence, Action, Refinement: five questions that replace a forty-slide strategy deck. Work through them once and you will know who you are talking to, where, and how you will tell if it is working.',
    readTime: '12 min read',
    slug: 'clear-framework-guide',
    downloadUrl: '/downloads/clear-framework-template.md',
  },
  {
    type: 'framework',
    difficulty: 'intermediate',
    title: "Dieter Rams' Ten Principles, Applied to Your Marketing",
    excerpt:
      "Rams' rules for good design (useful, honest, unobtrusive, as little design as possible) make a surprisingly strict checklist for websites, adverts and emails. We turn each principle into a question you can ask of any page before it goes live.",
    readTime: '14 min read',
    slug: 'dieter-rams-10-principles-marketing',
  },
  {
    type: 'framework',
    difficulty: 'beginner',
    title: 'The KonMari Marketing Audit: Keep Only What Earns Its Place',
    excerpt:
      'Go through your channels, pages, newsletters and subscriptions by category, keep what brings in customers and stop the rest. A step-by-step clear-out for businesses doing too many things half-heartedly.',
    readTime: '10 min read',
    slug: 'marie-kondo-marketing-konmari-method',
  },
  {
    type: 'whitepaper',
    difficulty: 'intermediate',
    title: 'Local SEO in the North East: Getting Found in Newcastle, Gateshead and Beyond',
    excerpt:
      'How local search actually works for businesses from Tyneside to Teesside: Google Business Profile, reviews, consistent contact details, location pages and citations. Comes with a printable checklist you can work through in a week.',
    readTime: '15 min read',
    slug: 'local-seo-north-east-whitepaper',
    downloadUrl: '/downloads/local-seo-checklist.md',
  },
  {
    type: 'whitepaper',
    difficulty: 'beginner',
    title: 'Minimalist Marketing Trends: What Is Changing and What Is Just Noise',
    excerpt:
      'Shorter pages, fewer channels, plainer language and owned audiences over rented ones. We separate the shifts worth acting on from the fads, with a short list of what a small team should do this year.',
    readTime: '11 min read',
    slug: 'minimalist-marketing-trends',
  },
  {
    type: 'whitepaper',
    difficulty: 'intermediate',
    title: 'Why Brands Are Ditching the Drama',
    excerpt:
      'Shock tactics, fake urgency and constant countdown timers wear out trust. This paper looks at brands that have moved to calmer, more honest marketing and what that means for your own tone, offers and emails.',
    readTime: '12 min read',
    slug: 'minimalist-brands-ditching-drama',
  },
  {
    type: 'research',
    difficulty: 'advanced',
    title: "The Cognitive Load Crisis: What Nielsen's Research Means for Your Pages",
    excerpt:
      "Nielsen Norman Group's studies show people scan rather than read, and that every extra element on a page competes for limited attention. We pull the findings together and turn them into rules for layout, copy length and navigation.",
    readTime: '15 min read',
    slug: 'cognitive-load-crisis-nielsen-research-minimalist-marketing',
  },
  {
    type: 'research',
    difficulty: 'advanced',
    title: 'The Paradox of Choice: How Many Options Should You Offer?',
    excerpt:
      "From Iyengar and Lepper's famous jam study to the later replications that complicated it, we look at what the evidence really says about choice overload. The practical upshot for pricing tables, service menus and product ranges, caveats included.",
    readTime: '13 min read',
    slug: 'paradox-of-choice-marketing',
  },
  {
    type: 'research',
    difficulty: 'intermediate',
    title: 'Apple vs Samsung: Two Approaches to Selling a Smartphone',
    excerpt:
      'One brand sells a single idea per advert; the other has often led with specifications and comparison. We compare their advertising side by side and draw out what a small business can learn from each.',
    readTime: '12 min read',
    slug: 'apple-vs-samsung-minimalism-case-study',
  },
  {
    type: 'tool-guide',
    difficulty: 'advanced',
    title: 'Measuring Marketing ROI With GA4 and Search Console',
    excerpt:
      'Set up key events in Google Analytics 4, tag campaigns with UTM parameters and connect Search Console so you can see which channels bring enquiries, not just visits. Includes a simple monthly ROI calculation you can keep in a spreadsheet.',
    readTime: '15 min read',
    slug: 'marketing-roi-measurement-guide',
  },
  {
    type: 'tool-guide',
    difficulty: 'beginner',
    title: 'Filling In the CLEAR Template: A Worked Example',
    excerpt:
      'A section-by-section walk-through of the CLEAR template using a made-up Newcastle café, from choosing one audience to setting a monthly review. Set aside an afternoon and finish with a plan that fits on one page.',
    readTime: '10 min read',
    slug: 'clear-framework-guide',
  },
  {
    type: 'tool-guide',
    difficulty: 'beginner',
    title: 'Setting Up Google Business Profile and Search Console Properly',
    excerpt:
      'Claim and verify your profile, choose the right categories, add services and photos, then verify your site in Search Console and submit a sitemap. The basic setup most local businesses skip, done in about an hour.',
    readTime: '11 min read',
    slug: 'local-seo-north-east-whitepaper',
  },
];

export const resources: ResourceItem[] = [
  {
    id: 'clear-framework-template',
    title: 'CLEAR Framework Template',
    category: 'Framework',
    type: 'template',
    url: '/resources/clear-framework-template',
    description:
      'A one-page marketing plan with prompts for each step of the CLEAR framework. Fill it in over an afternoon and review it once a month.',
  },
  {
    id: 'roi-calculator',
    title: 'Marketing ROI Calculator',
    category: 'Tools',
    type: 'tool',
    url: '/tools/roi-calculator',
    description:
      'Enter what you spent and what it brought in to see your return on investment for each channel. Useful for deciding what to keep and what to stop.',
  },
  {
    id: 'google-analytics',
    title: 'Google Analytics 4',
    category: 'Analytics',
    type: 'external',
    url: 'https://marketingplatform.google.com/about/analytics/',
    description:
      "Google's free analytics tool for seeing where visitors come from and what they do on your site. Set up key events for enquiries and sales so you measure results, not just traffic.",
  },
  {
    id: 'search-console',
    title: 'Google Search Console',
    category: 'Tools',
    type: 'external',
    url: 'https://search.google.com/search-console/about',
    description:
      'Free from Google: shows which searches bring people to your site, which pages are indexed and any technical problems. Check it monthly and submit your sitemap once.',
  },
];
