/**
 * The words of pages that are little more than their introduction (a form or
 * a printable sheet follows): the page shows them and the assistant answers
 * from them, so the two cannot disagree.
 */
export interface PageIntroText {
  /** The browser tab's title. */
  metaTitle: string;
  /** What search engines show. */
  description: string;
  title: string;
  lead: string;
}

export const newsletterIntro: PageIntroText = {
  metaTitle: 'The newsletter | Clear North',
  description:
    'One clear marketing idea a week from Clear North, Newcastle. Confirm by email, unsubscribe whenever you like.',
  title: 'The newsletter',
  lead: 'One clear marketing idea a week. Unsubscribe whenever you like.',
};

export const unsubscribeIntro: PageIntroText = {
  metaTitle: 'Unsubscribe from the newsletter | Clear North',
  description: "Stop receiving Clear North's newsletter.",
  title: 'Unsubscribe',
  lead: 'Sorry to see you go. One press and our newsletter stops.',
};

export const clearTemplateIntro: PageIntroText = {
  metaTitle: 'CLEAR Framework Template | One-Page Marketing Plan | Clear North',
  description:
    'A free one-page marketing plan: Clarity, Leverage, Evidence, Action and Refinement, with prompts for each step. Print it or download it.',
  title: 'CLEAR Framework Template',
  lead: 'Clarity, Leverage, Evidence, Action, Refinement: a whole marketing plan on one page. Print it, or download it and fill it in over an afternoon.',
};

export const localSeoChecklistIntro: PageIntroText = {
  metaTitle: 'Local SEO Checklist | North East Businesses | Clear North',
  description:
    'A free, printable local SEO checklist for small businesses in the North East: Google Business Profile, reviews, local pages, citations and measurement.',
  title: 'Local SEO Checklist',
  lead: "Work through one section a day and tick items as you finish them. To keep a copy, use your browser's Print and choose Save as PDF.",
};
