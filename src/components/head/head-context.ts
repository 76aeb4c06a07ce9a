import { createContext } from 'react';

export interface PageHead {
  title: string;
  description: string;
  /** The home and service pages carry keywords; other pages have none. */
  keywords?: readonly string[];
  /** 'article' for Journal posts (Open Graph type); pages are 'website'. */
  type?: 'website' | 'article';
  /** Pages with no place in search results (account forms, the admin's pages, not-found states). */
  noindex?: boolean;
}

/** One schema.org JSON-LD block; URLs in it may be site paths ("/about"). */
export type StructuredDataBlock = Record<string, unknown>;

/** Collects the page's head during server rendering; absent in the browser. */
export interface HeadCollector {
  set(head: PageHead): void;
  get(): PageHead | undefined;
  addStructuredData(block: StructuredDataBlock): void;
  structuredData(): StructuredDataBlock[];
}

export function createHeadCollector(): HeadCollector {
  let current: PageHead | undefined;
  // Keyed by content: a component may render again after a suspended sibling resolves.
  const blocks = new Map<string, StructuredDataBlock>();
  return {
    set: (head) => {
      current = head;
    },
    get: () => current,
    addStructuredData: (block) => {
      blocks.set(JSON.stringify(block), block);
    },
    structuredData: () => [...blocks.values()],
  };
}

export const HeadContext = createContext<HeadCollector | null>(null);
