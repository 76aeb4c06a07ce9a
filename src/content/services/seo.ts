import { seoTimeline, siteFacts } from '../site-facts';
import type { ServiceDetails } from '../types';

export const details: ServiceDetails = {
  description:
    'Search engine optimisation is how you earn a place in search results without paying for every click. It takes longer than paid advertising, but the results build on each other. We cover the three parts that matter: a website that search engines can crawl and understand, content that genuinely answers what people are searching for, and the local signals and links that show Google your business is credible. For businesses serving Newcastle and the North East, local SEO and your Google Business Profile are often the quickest wins.',
  approach:
    'We begin with a full audit of your site, your rankings and your competitors, then fix the problems holding you back before producing anything new. Keyword research focuses on terms that lead to enquiries, not vanity terms with huge volumes and no intent. We improve existing pages, create new ones where there are gaps, and build local citations and links from relevant sources. Every month you see rankings, organic traffic and, most importantly, the enquiries that came from search.',
  benefits: [
    'Steady traffic that does not stop when ad spend does',
    'Higher visibility in local and map results',
    'A faster, cleaner website for visitors and search engines',
    'Content that targets terms with real buying intent',
    'Monthly reports linking rankings to enquiries',
    'No shortcuts that risk penalties',
  ],
  process: [
    {
      title: 'SEO audit',
      description:
        "We review your site's technical health, content, links and current rankings, and benchmark against competitors.",
    },
    {
      title: 'Keyword research',
      description:
        'We identify the searches your customers make, grouped by intent and mapped to the right pages.',
    },
    {
      title: 'Technical fixes',
      description:
        'We fix crawl errors, speed issues, broken links, duplicate content and missing structured data.',
    },
    {
      title: 'On-page optimisation',
      description:
        'We improve titles, headings, copy and internal links on your key pages so they match what people search for.',
    },
    {
      title: 'Content and local SEO',
      description:
        'We create new pages where there are gaps, optimise your Google Business Profile and build consistent local listings.',
    },
    {
      title: 'Links and reporting',
      description:
        'We earn relevant links through outreach and partnerships, and report monthly on rankings, traffic and enquiries.',
    },
  ],
  pricing: '£1,500–£5,000/month',
  timeline: seoTimeline,
  idealFor: [
    'Local service businesses across the North East',
    'Professional services firms such as solicitors and accountants',
    'E-commerce shops with large product ranges',
    'B2B companies competing on specialist search terms',
    'Businesses relying too heavily on paid ads',
  ],
  deliverables: [
    'Technical SEO audit and fix list',
    'Keyword research and page mapping',
    'On-page optimisation of key pages',
    'Google Business Profile optimisation',
    'Local citation building and clean-up',
    'New and improved content',
    'Link building through outreach',
    'Monthly ranking, traffic and enquiry report',
  ],
  faq: [
    {
      question: 'How long does SEO take to work?',
      answer: `First signs of progress typically appear at ${siteFacts.seoFirstSigns}, sooner after technical fixes and local SEO work, and significant results at ${siteFacts.seoSignificantResults}. The full benefit builds over a year or more. Anyone promising page one in a few weeks is either targeting terms nobody searches for or taking risks with your site.`,
    },
    {
      question: 'Can you guarantee first place on Google?',
      answer:
        'No, and nobody honestly can. Google controls the rankings and changes how it ranks pages regularly. What we can promise is sound work, clear priorities and honest reporting on how your visibility and enquiries are changing.',
    },
  ],
  metaTitle: 'SEO Agency Newcastle | Clear North',
  metaDescription:
    'SEO for Newcastle and North East businesses: technical fixes, local search and content that ranks for terms your customers use. Honest monthly reporting.',
  keywords: [
    'SEO Newcastle',
    'SEO agency North East',
    'local SEO Newcastle',
    'search engine optimisation',
    'technical SEO audit',
    'Google Business Profile optimisation',
    'SEO services UK',
  ],
};
