/**
 * Every Journal article as a reader meets it: its path, its heading and its
 * last breadcrumb (spec §2: the slug with hyphens turned into capitalised
 * words). Written out, so a change to an article's page shows in the tests;
 * the serving test checks the list against src/content/posts.
 */
export const articleRoutes: Array<{ slug: string; title: string; crumb: string }> = [
  {
    slug: 'apple-vs-samsung-minimalism-case-study',
    title: 'Apple vs Samsung: A Case Study in Restraint and Abundance',
    crumb: 'Apple Vs Samsung Minimalism Case Study',
  },
  {
    slug: 'clear-framework-guide',
    title: 'The CLEAR Framework: A One-Page Marketing Plan That Gets Used',
    crumb: 'CLEAR Framework Guide',
  },
  {
    slug: 'cognitive-load-crisis-nielsen-research-minimalist-marketing',
    title: "The Cognitive Load Crisis: What Nielsen Norman Group's Research Means for Your Marketing",
    crumb: 'Cognitive Load Crisis Nielsen Research Minimalist Marketing',
  },
  {
    slug: 'dieter-rams-10-principles-marketing',
    title: "Dieter Rams' 10 Principles of Good Design, Translated for Marketing",
    crumb: 'Dieter Rams 10 Principles Marketing',
  },
  {
    slug: 'local-seo-north-east-whitepaper',
    title:
      'Local SEO in the North East: A Practical Whitepaper for Newcastle, Gateshead, Sunderland and Durham',
    crumb: 'Local SEO North East Whitepaper',
  },
  {
    slug: 'marie-kondo-marketing-konmari-method',
    title: 'The KonMari Marketing Audit: Keep What Sparks Results',
    crumb: 'Marie Kondo Marketing Konmari Method',
  },
  {
    slug: 'marketing-roi-measurement-guide',
    title: 'How to Measure Marketing ROI: A Plain-English Guide for Small Businesses',
    crumb: 'Marketing ROI Measurement Guide',
  },
  {
    slug: 'minimalist-brands-ditching-drama',
    title: 'Ditching the Drama: Why Calm Brands Earn More Trust',
    crumb: 'Minimalist Brands Ditching Drama',
  },
  {
    slug: 'minimalist-marketing-trends',
    title: 'Minimalist Marketing Is a Shift, Not a Trend',
    crumb: 'Minimalist Marketing Trends',
  },
  {
    slug: 'paradox-of-choice-marketing',
    title: 'The Paradox of Choice: Why Fewer Options Sell More',
    crumb: 'Paradox Of Choice Marketing',
  },
];
