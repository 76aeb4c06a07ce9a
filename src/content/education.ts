import type { EducationEntry, ResourceItem } from './types';

/**
 * The Education hub's items, each an article of the Journal. Read time and
 * difficulty are the article's own (see education-items.ts), so a card never
 * contradicts the article it opens; the excerpt says only what the article holds.
 */
export const educationEntries: EducationEntry[] = [
  {
    type: 'framework',
    title: 'The CLEAR framework: a one-page marketing plan for small businesses',
    excerpt:
      'Clarity, Leverage, Evidence, Action, Refinement: five steps that fit a whole marketing plan on one page. Work through them once and you will know who you are talking to, which channels to use first and how you will tell if it is working.',
    slug: 'clear-framework-guide',
    downloadUrl: '/resources/clear-framework-template',
  },
  {
    type: 'framework',
    title: "Dieter Rams' ten principles, applied to your marketing",
    excerpt:
      "Rams' rules for good design (useful, honest, unobtrusive, as little design as possible) make a surprisingly strict checklist for websites, adverts and emails. We translate each principle for marketing, then show how to use all ten as a checklist before anything goes live.",
    slug: 'dieter-rams-10-principles-marketing',
  },
  {
    type: 'framework',
    title: 'The KonMari marketing audit: keep only what earns its place',
    excerpt:
      'Go through your channels, content, tools and messages category by category, keep what brings in customers and let the rest go. A step-by-step clear-out for businesses doing too many things half-heartedly.',
    slug: 'marie-kondo-marketing-konmari-method',
  },
  {
    type: 'whitepaper',
    title: 'Local SEO in the North East: getting found in Newcastle, Gateshead and beyond',
    excerpt:
      "How local search works for businesses from Newcastle to Durham: Google Business Profile, reviews, local landing pages, citations, 'near me' searches and structured data, and how to measure them. Ends with a 90-day plan, and comes with a printable checklist.",
    slug: 'local-seo-north-east-whitepaper',
    downloadUrl: '/resources/local-seo-checklist',
  },
  {
    type: 'whitepaper',
    title: 'Minimalist marketing trends: why it is a shift, not a fad',
    excerpt:
      'Why minimalist marketing answers how people now read, scroll and buy, and what it means for your brand, your website (one job per page, trimmed navigation, short forms, fast pages) and your ads. With the ways it goes wrong and where to start this month.',
    slug: 'minimalist-marketing-trends',
  },
  {
    type: 'whitepaper',
    title: 'Why brands are ditching the drama',
    excerpt:
      'Fake countdown timers and shouty subject lines wear out trust, draw the attention of regulators and attract the wrong customers. What calm, honest marketing looks like instead, and a quick audit of the drama in your own tone, offers and emails.',
    slug: 'minimalist-brands-ditching-drama',
  },
  {
    type: 'research',
    title: "The cognitive load crisis: what Nielsen's research means for your pages",
    excerpt:
      "Nielsen Norman Group's studies show people scan rather than read, and that every extra element on a page competes for limited attention. We pull the findings together and turn them into practical changes for landing pages, emails and ads, and ways to tell whether the load has come down.",
    slug: 'cognitive-load-crisis-nielsen-research-minimalist-marketing',
  },
  {
    type: 'research',
    title: 'The paradox of choice: how many options should you offer?',
    excerpt:
      "From Iyengar and Lepper's famous jam study to the later meta-analyses that complicated it, we look at what the evidence really says about choice overload. The practical upshot for pricing pages, menus, product ranges and calls to action, caveats included.",
    slug: 'paradox-of-choice-marketing',
  },
  {
    type: 'research',
    title: 'Apple vs Samsung: two approaches to selling a smartphone',
    excerpt:
      'One brand practises restraint; the other offers abundance. We compare their product pages, launch events and advertising side by side and draw out what a small business can learn from each, and where restraint goes wrong.',
    slug: 'apple-vs-samsung-minimalism-case-study',
  },
  {
    type: 'tool-guide',
    title: 'Measuring marketing ROI: a plain-English guide',
    excerpt:
      'The two formulas you need (ROI and ROAS), customer lifetime value and the attribution traps that flatter the numbers, with a worked example for a Gateshead coffee roaster. Ends with a simple monthly routine and our ROI calculator for your own figures.',
    slug: 'marketing-roi-measurement-guide',
  },
  {
    type: 'tool-guide',
    title: 'Filling in the CLEAR template: a worked example',
    excerpt:
      'A box-by-box walk-through of the CLEAR framework using an illustrative physiotherapy clinic in Jesmond, from choosing one audience to setting a monthly review, ready to copy into the free one-page template.',
    slug: 'clear-framework-guide',
  },
  {
    type: 'tool-guide',
    title: 'Setting up your Google Business Profile and measuring local search',
    excerpt:
      "Choose the right primary category, keep your business name within Google's rules, set your address or service area, hours, services and photos, then see what it brings in through the profile's performance figures and Search Console's Performance report.",
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
