import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { idPrefixFor } from './island-host';
import { IslandRoot } from './island-root';

/**
 * Hydrates the HTML the server rendered for an island, or renders the
 * island afresh where the server rendered nothing (a closed dialog), with
 * the ids the server gave it. `onLive` runs once it is live.
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
  if (element.hasChildNodes()) hydrateRoot(element, island, options);
  else createRoot(element, options).render(island);
}
