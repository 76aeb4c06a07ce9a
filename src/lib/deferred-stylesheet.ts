/**
 * How the build leaves the site-wide stylesheet on each page
 * (src/tools/critical-css.ts), for the app's start or the first island to apply: a disabled
 * <link>, which the browser does not fetch until it is enabled.
 */
export const DEFERRED_STYLESHEET = 'link[rel="stylesheet"][disabled]';

/** Past this, the app starts with the page's own CSS; the stylesheet still applies when it arrives. */
const ARRIVAL_WAIT_MS = 3000;

/** Settles when the sheet has loaded or failed, however long that takes. */
function settled(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

function arrived(link: HTMLLinkElement): Promise<void> {
  // A sheet that could not load leaves the page as it is; the app still starts.
  return Promise.race([settled(link), new Promise<void>((resolve) => setTimeout(resolve, ARRIVAL_WAIT_MS))]);
}

/**
 * Fetches and applies the site-wide stylesheet the page deferred, and
 * resolves once it has arrived. Until the app starts the page shows only
 * what it was built with, and its own inline CSS styles all of that; the
 * app's menus, dialogs, notices and other pages need the rest. Fetching it
 * earlier would compete with the page's own first paint, and applying it
 * would lay the whole page out a second time while it loads.
 */
let applied: Promise<void> | undefined;

export function applyDeferredStylesheets(): Promise<void> {
  const links = Array.from(document.querySelectorAll<HTMLLinkElement>(DEFERRED_STYLESHEET));
  // Asked again (a second island) while the first is still on its way: the same wait.
  if (links.length === 0 && applied) return applied;
  applied = Promise.all(
    links.map((link) => {
      const loaded = arrived(link);
      link.disabled = false;
      return loaded;
    }),
  ).then(() => undefined);
  return applied;
}

/**
 * Applies the site-wide stylesheet, and resolves once it has really
 * arrived (or failed), with no time limit: for a control that exists only
 * once styled, such as back to top, which unstyled would sit at the end of
 * the page as a bare button.
 */
export async function deferredStylesheetsArrived(): Promise<void> {
  await applyDeferredStylesheets();
  // Read from the page, not from this module's memory: whichever script enabled a sheet, one still
  // on its way has no `sheet` yet.
  const onTheirWay = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).filter(
    (link) => !link.disabled && !link.sheet,
  );
  await Promise.all(onTheirWay.map(settled));
}
