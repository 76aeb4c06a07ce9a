import type { Page, Route } from '@playwright/test';

/** The account page's island: the Welcome card (src/app/routes/auth/auth-panel.tsx). */
export const AUTH_PANEL_CHUNK = '**/assets/auth-panel-*.js';

/** The contact page's island: its form and the column that switches mode (src/app/routes/contact/contact-panel.tsx). */
export const CONTACT_PANEL_CHUNK = '**/assets/contact-panel-*.js';

/** The Journal's list with its search and filters (src/features/blog/journal-listing.tsx). */
export const JOURNAL_LISTING_CHUNK = '**/assets/journal-listing-*.js';

/** What makes a page that is still an app live (src/app/hydrate-app.tsx). */
export const APP_CHUNK = '**/assets/hydrate-app-*.js';

/** The admin inbox's page, drawn in the app after its header (src/app/routes/admin-enquiries.tsx). */
export const ADMIN_ENQUIRIES_CHUNK = '**/assets/admin-enquiries-*.js';

/** The page's loader, which fetches its first script (src/tools/entry-after-paint-plugin.ts). */
export const LOADER = '**/assets/loader-*.js';

export interface HeldScript {
  /** Settles once the page has asked for the script. */
  requested: Promise<void>;
  /** Lets the script through, now and from then on. */
  release: () => Promise<void>;
}

/** Holds the scripts a glob names until `release` is called, so a test can act before they arrive. */
export async function holdScript(page: Page, glob: string): Promise<HeldScript> {
  const held: Route[] = [];
  let released = false;
  let requested!: () => void;
  const wasRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route(glob, (route) => {
    if (released) return route.continue();
    held.push(route);
    requested();
  });
  return {
    requested: wasRequested,
    async release() {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}
