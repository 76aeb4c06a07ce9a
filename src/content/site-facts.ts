/**
 * One answer to each question a visitor may ask on more than one page. Every
 * page reads its figures from here, and tests/integration/site-facts.test.ts
 * fails when a prerendered page states a different one. Where the site's copy gave
 * two values, docs/operations.md ("Content the agency supplies") says which one we chose and why.
 */
export const siteFacts = {
  /** The contact page box's reply time, the more specific of the two (2 and 4 hours). */
  replyTime: '2 hours',
  /** Retainers end with notice; one-time packages are not refunded once work has begun. */
  cancellationNotice: "30 days'",
  /** PPC's short minimum: its first weeks gather the data the campaigns are tuned on. */
  ppcMinimumTerm: '3 months',
  refunds: 'One-time packages are non-refundable once work has begun.',
  /** Opening and support hours, in UK time (GMT in winter, BST in summer). */
  openingHours: 'Monday to Friday, 09:00–17:00 (UK time)',
  /** When results can be expected: the FAQs' more careful SEO answer, and content's slower search traction. */
  seoFirstSigns: '3–6 months',
  seoSignificantResults: '6–12 months',
  contentResults: 'a few months',
  paidAdsResults: 'days',
  /** The industries named in the services list and on the home page. */
  industries: [
    'Professional Services',
    'Healthcare & Medical',
    'E-commerce & Retail',
    'Construction & Trade',
    'Technology & SaaS',
    'Hospitality & Tourism',
    'Property & Real Estate',
    'Manufacturing',
    'Financial Services',
    'Education & Training',
    'Non-profit Organisations',
  ],
  /** The fifteen areas served, listed on the home page. */
  areasServed: [
    'Newcastle upon Tyne',
    'Gateshead',
    'Sunderland',
    'Durham',
    'North Shields',
    'South Shields',
    'Tynemouth',
    'Whitley Bay',
    'Hexham',
    'Morpeth',
    'Cramlington',
    'Washington',
    'Ponteland',
    'Jesmond',
    'Consett',
  ],
} as const;

/** How retainers run and end, said in the same words wherever contracts come up. */
export const contractTerms = `Retainers run month to month, cancelled at any time with ${siteFacts.cancellationNotice} notice; PPC has a minimum term of ${siteFacts.ppcMinimumTerm}, while its campaigns gather data`;

/** The SEO service's timeline, in the same terms as the FAQs. */
export const seoTimeline = `First signs at ${siteFacts.seoFirstSigns}, significant results at ${siteFacts.seoSignificantResults}`;
