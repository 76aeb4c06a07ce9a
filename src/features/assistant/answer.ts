/** A quoted passage in an answer: its heading, the page's exact words, and where they are. */
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
 * 'answered': from the site's passages; 'unknown': the site does not say, so
 * the visitor is offered the enquiry form; 'handover': the visitor asked for a person.
 */
export type AnswerStatus = 'answered' | 'unknown' | 'handover';

export interface Answer {
  status: AnswerStatus;
  /** One composed sentence introducing the quotes. */
  lead: string;
  /** Said with the answer however it is worded, the site's or a model's: whose work the quoted examples are. */
  note?: string;
  blocks: AnswerBlock[];
  /** The pages cited, best first. */
  sources: AnswerSource[];
  /** The contact form, pre-filled with the visitor's question, when a person should take over. */
  enquiryHref?: string;
  /** The passages quoted, for the optional model route, and for a follow-up to lean on. */
  passageIds: string[];
}
