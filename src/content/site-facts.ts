/**
 * One answer to each question a visitor may ask on more than one page. Every
 * page reads its figures from here, and tests/integration/site-facts.test.ts
 * fails when a prerendered page states a different one. Where the spec gives
 * two values, docs/operations.md ("Content the agency supplies") says which one we chose and why.
 */
export const siteFacts = {
  /** Spec §1 (contact page box): the more specific of the spec's two reply times. */
  replyTime: '2 hours',
  /** Spec §9, pricing trust figures. */
  businessesHelped: '200+',
  /** Retainers end with notice; one-time packages are not refunded once work has begun. */
  cancellationNotice: "30 days'",
  refunds: 'One-time packages are non-refundable once work has begun.',
  /** Opening and support hours, in UK time (GMT in winter, BST in summer). */
  openingHours: 'Monday to Friday, 09:00–17:00 (UK time)',
  /** Spec §9, result timelines. */
  seoFirstSigns: '3–6 months',
  seoSignificantResults: '6–12 months',
  contentResults: '4–8 weeks',
  paidAdsResults: 'days',
  /** Spec §2, services list: the twelve industries, named. */
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
    'Startups & SMEs',
  ],
  /** Spec §2, home: the fifteen areas served. */
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
