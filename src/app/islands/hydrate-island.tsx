import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RENDER_AFRESH_ATTRIBUTE } from '@/lib/render-afresh';
import { idPrefixFor } from './island-host';
import { IslandRoot } from './island-root';

/**
 * Hydrates the HTML the server rendered for an island, or renders the
 * island afresh where the server rendered nothing (a closed dialog) or
 * changed what it rendered for the request, with the ids the server gave it. `onLive` runs once it is live.
 */
export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<object>,
  props: object,
  id: string,
  onLive: () => void,
): void {
  const island = (
    <IslandRoot onLive={onLive}>
      <Component {...props} />
    </IslandRoot>
  );
  const options = { identifierPrefix: idPrefixFor(id) };
  if (element.hasChildNodes() && !element.hasAttribute(RENDER_AFRESH_ATTRIBUTE))
    hydrateRoot(element, island, options);
  else createRoot(element, options).render(island);
}
