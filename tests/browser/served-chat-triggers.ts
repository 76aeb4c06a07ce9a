import type { Page } from '@playwright/test';

/** The chat triggers of a page as its server sent it, before any script could add or take one away. */
export interface ServedChatTriggers {
  /** How many marked triggers the page's footer holds. */
  inFooter: number;
  /** The href of each footer link named `name`. */
  footerHrefs: Array<string | null>;
  /** The text of every marked trigger on the page, in page order. */
  names: Array<string | undefined>;
}

/**
 * Reads the served HTML in a detached document of the browser's own parser:
 * no script runs in it, so it is the page as served, read in the same load
 * that checks the page live. The footer is the page's contentinfo landmark:
 * a <footer> outside any sectioning element, or one so named by its role.
 */
export function servedChatTriggers(page: Page, html: string, name: string): Promise<ServedChatTriggers> {
  return page.evaluate(
    ({ html, name }) => {
      const served = new DOMParser().parseFromString(html, 'text/html');
      const footers = Array.from(served.querySelectorAll('footer, [role="contentinfo"]')).filter(
        (footer) =>
          footer.getAttribute('role') === 'contentinfo' ||
          !footer.parentElement?.closest('article, aside, main, nav, section'),
      );
      const named = (link: Element) =>
        (link.getAttribute('aria-label') ?? link.textContent ?? '')
          .toLowerCase()
          .includes(name.toLowerCase());
      return {
        inFooter: footers.reduce(
          (count, footer) => count + footer.querySelectorAll('[data-chat-trigger]').length,
          0,
        ),
        footerHrefs: footers.flatMap((footer) =>
          Array.from(footer.querySelectorAll('a'))
            .filter(named)
            .map((link) => link.getAttribute('href')),
        ),
        names: Array.from(served.querySelectorAll('[data-chat-trigger]')).map((link) =>
          link.textContent?.trim(),
        ),
      };
    },
    { html, name },
  );
}
