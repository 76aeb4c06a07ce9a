import { createContext } from 'react';

export interface PageHead {
  title: string;
  description: string;
  /** Spec §2: the home and service pages carry keywords; other pages have none. */
  keywords?: readonly string[];
  /** Pages for the admin only are kept out of search engines ('noindex'). */
  robots?: string;
}

/** Collects the page's head during server rendering; absent in the browser. */
export interface HeadCollector {
  set(head: PageHead): void;
  get(): PageHead | undefined;
}

export function createHeadCollector(): HeadCollector {
  let current: PageHead | undefined;
  return {
    set: (head) => {
      current = head;
    },
    get: () => current,
  };
}

export const HeadContext = createContext<HeadCollector | null>(null);
