import type { Page } from '@playwright/test';

/** The paths of the files of one kind the page has fetched so far, by their ending (e.g. `.css`). */
export async function filesFetched(page: Page, ending: string): Promise<string[]> {
  return page.evaluate(
    (ending) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith(ending)),
    ending,
  );
}
