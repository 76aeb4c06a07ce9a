/** A passage an answer comes from, shown under More: its heading, the page's exact words, and where they are. */
export interface AnswerBlock {
  title: string;
  text: string;
  href: string;
}

export interface AnswerSource {
  title: string;
  href: string;
}

/**
 * 'answered': from the site's passages (with the enquiry form offered for a
 * part the site does not cover); 'unknown': the site does not say, so the
 * visitor is offered the enquiry form; 'handover': the visitor asked for a person.
 */
export type AnswerStatus = 'answered' | 'unknown' | 'handover';

export interface Answer {
  status: AnswerStatus;
  /**
   * The answer itself: a few sentences, each a passage's own words (a figure
   * exactly as the page gives it), or what the site does not cover.
   */
  lead: string;
  /** Said with the answer however it is worded, the site's or a model's: whose work the quoted examples are. */
  note?: string;
  /** The passages the answer comes from, shown under More. */
  blocks: AnswerBlock[];
  /** The pages cited, best first. */
  sources: AnswerSource[];
  /** The contact form, pre-filled with the visitor's question, when a person should take over. */
  enquiryHref?: string;
  /** The passages quoted, for the optional model route, and for a follow-up to lean on. */
  passageIds: string[];
}
