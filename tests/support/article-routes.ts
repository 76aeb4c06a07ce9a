/**
 * Every Journal article as a reader meets it: its path and its heading, which
 * is also its last breadcrumb. Written out, so a change to an article's page shows in the tests;
 * the serving test checks the list against src/content/posts.
 */
export const articleRoutes: Array<{ slug: string; title: string }> = [
  {
    slug: 'apple-vs-samsung-minimalism-case-study',
    title: 'Apple vs Samsung: a case study in restraint and abundance',
  },
  {
    slug: 'clear-framework-guide',
    title: 'The CLEAR framework: a one-page marketing plan that gets used',
  },
  {
    slug: 'cognitive-load-crisis-nielsen-research-minimalist-marketing',
    title: "The cognitive load crisis: what Nielsen Norman Group's research means for your marketing",
  },
  {
    slug: 'dieter-rams-10-principles-marketing',
    title: "Dieter Rams' 10 principles of good design, translated for marketing",
  },
  {
    slug: 'local-seo-north-east-whitepaper',
    title:
      'Local SEO in the North East: a practical whitepaper for Newcastle, Gateshead, Sunderland and Durham',
  },
  {
    slug: 'marie-kondo-marketing-konmari-method',
    title: 'The KonMari marketing audit: keep what sparks results',
  },
  {
    slug: 'marketing-roi-measurement-guide',
    title: 'How to measure marketing ROI: a plain-English guide for small businesses',
  },
  {
    slug: 'minimalist-brands-ditching-drama',
    title: 'Ditching the drama: why calm brands earn more trust',
  },
  {
    slug: 'minimalist-marketing-trends',
    title: 'Minimalist marketing is a shift, not a trend',
  },
  {
    slug: 'paradox-of-choice-marketing',
    title: 'The paradox of choice: why fewer options sell more',
  },
];
