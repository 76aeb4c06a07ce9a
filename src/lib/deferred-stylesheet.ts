/**
 * Shared by the build, which inlines each page's own CSS and defers the
 * site-wide stylesheet (src/server/critical-css.ts), and the app's start,
 * which fetches and applies it: the deferred <link> names its address in
 * this attribute and has no href, so the page does not fetch it while it loads.
 */
export const DEFERRED_HREF_ATTRIBUTE = 'data-deferred-href';

/** Past this, the app starts with the page's own CSS; the stylesheet still applies when it arrives. */
const ARRIVAL_WAIT_MS = 3000;

function arrived(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    // A sheet that could not load leaves the page as it is; the app still starts.
    link.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, ARRIVAL_WAIT_MS);
  });
}

/**
 * Fetches and applies the site-wide stylesheet the page deferred, and
 * resolves once it has arrived. Until the app starts the page shows only
 * what it was built with, and its own inline CSS styles all of that; the
 * app's menus, dialogs, notices and other pages need the rest. Fetching it
 * earlier would compete with the page's own first paint, and applying it
 * would lay the whole page out a second time while it loads.
 */
export function applyDeferredStylesheets(): Promise<void> {
  const links = Array.from(document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_HREF_ATTRIBUTE}]`));
  return Promise.all(
    links.map((link) => {
      const loaded = arrived(link);
      link.href = link.getAttribute(DEFERRED_HREF_ATTRIBUTE) ?? '';
      link.removeAttribute(DEFERRED_HREF_ATTRIBUTE);
      return loaded;
    }),
  ).then(() => undefined);
}
