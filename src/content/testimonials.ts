import type { Confirmable } from './agency-settings';

/**
 * A client's own words. Only quotes the client has signed off belong here;
 * an entry marked `sample` shows the layout in development and is never
 * published (the build lists the samples still waiting for real quotes).
 */
export interface Testimonial extends Confirmable {
  quote: string;
  /** First name only: clients agreed to be quoted, not to be searchable. */
  name: string;
  business: string;
  town: string;
}

/** Shown on the home page at #testimonials, which the footer's Testimonials button opens. */
export const testimonials: Testimonial[] = [
  {
    quote:
      'Our website looked fine and brought in nothing. Clear North rewrote the homepage and sorted out our Google Business Profile, and now we get calls every week from people searching for a heating engineer near them.',
    name: 'Dave',
    business: 'Plumbing and heating firm',
    town: 'Gateshead',
    sample: true,
  },
  {
    quote:
      'The monthly report is one page and I actually read it. I can see what each pound of ad spend brings back, which is more than our last agency ever told us.',
    name: 'Priya',
    business: 'Physiotherapy clinic',
    town: 'Jesmond',
    sample: true,
  },
  {
    quote:
      'They talked us out of three things we thought we needed and into the one that worked. Online orders are up, and I finally understand where our customers come from.',
    name: 'Sarah',
    business: 'Independent bakery',
    town: 'Tynemouth',
    sample: true,
  },
];
