import type { AsPlainObject } from 'minisearch';

/** What part of a page a passage is, searched in the words a question about it uses (see search-passages.ts). */
export type PassageKind =
  | 'overview'
  | 'price'
  | 'timeline'
  | 'process'
  | 'fit'
  | 'deliverables'
  | 'faq'
  | 'package'
  | 'contact'
  | 'hours'
  | 'areas'
  | 'industries'
  | 'about'
  | 'case-study'
  | 'article'
  | 'privacy'
  | 'newsletter'
  | 'resource';

/**
 * One piece of the site's own content, in the page's exact words, with the
 * page it comes from. Built at build time (see build-passages.ts) and served
 * as a static JSON asset the service worker precaches.
 */
export interface Passage {
  id: string;
  kind: PassageKind;
  /** A short heading shown above the quote, e.g. 'SEO: Investment'. */
  title: string;
  /** The page's words, exactly as it renders them. */
  text: string;
  /** The page to cite, and its name for the link. */
  href: string;
  page: string;
  /** The service or package it is about, by name, when it is about one. */
  subject?: string;
  /** Words a visitor may use for it that its text lacks (searched, never shown). */
  keywords?: string;
}

/** The static asset's path and shape. */
export const PASSAGES_URL = '/assistant-passages.json';

export interface PassageFile {
  passages: Passage[];
  /** The MiniSearch index over them, built at build time (see search-passages.ts). */
  index: AsPlainObject;
}
