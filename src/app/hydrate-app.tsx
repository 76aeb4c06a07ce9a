import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';

const LIVE = 'html[data-hydrated="true"]';

/** Resolves once the page has marked itself live (see PageMeta). */
function whenLive(): Promise<void> {
  return new Promise((resolve) => {
    if (document.querySelector(LIVE)) return resolve();
    const observer = new MutationObserver(() => {
      if (!document.querySelector(LIVE)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

/**
 * Makes the page live: a prerendered page is hydrated in a transition, so
 * React yields to the browser between slices instead of one long task; the
 * dev server's empty shell is rendered. Resolves once the page is live.
 */
export function hydrateApp(root: HTMLElement): Promise<void> {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  return whenLive();
}
