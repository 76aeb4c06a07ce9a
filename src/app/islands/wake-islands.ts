import type { ComponentType } from 'react';
import { applyDeferredStylesheets } from '@/lib/deferred-stylesheet';
import { ISLAND_ATTRIBUTE, ISLAND_ID_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './island-host';
import { isIslandName, islandLoaders, type IslandName } from './island-loaders';
import { islandSchedules } from './island-schedules';
import { ISLAND_LIVE_ATTRIBUTE, ISLAND_SETTLED_EVENT, ISLAND_WAKING_ATTRIBUTE } from './island-state';
import { handPressesOnWhileWaking } from './presses-while-waking';

/** On <html> once the page's islands wait for their moment; tests and the bench wait for it. */
export const ISLANDS_READY_ATTRIBUTE = 'data-islands';

/**
 * Makes one island live: loads its code (and React with it), then
 * hydrates it with the props it was given plus any its moment brings (a
 * trigger pressed: open at once). A press made on it meanwhile is handed
 * to it once live.
 */
function wakerFor(element: HTMLElement, name: IslandName): (moment?: object) => void {
  let woken = false;
  return (moment = {}) => {
    if (woken) return;
    woken = true;
    element.setAttribute(ISLAND_WAKING_ATTRIBUTE, '');
    const settled = () => {
      element.removeAttribute(ISLAND_WAKING_ATTRIBUTE);
      element.dispatchEvent(new Event(ISLAND_SETTLED_EVENT));
    };
    const handOn = handPressesOnWhileWaking(element);
    const props = { ...JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}'), ...moment };
    const id = element.getAttribute(ISLAND_ID_ATTRIBUTE) ?? name;
    // The page's own inline CSS styles what it was built with; an island's dialogs and notices need the rest.
    Promise.all([
      islandLoaders[name]() as Promise<ComponentType<object>>,
      import('./hydrate-island'),
      applyDeferredStylesheets(),
    ])
      .then(([Component, { hydrateIsland }]) =>
        hydrateIsland(element, Component, props, id, () => {
          element.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
          settled();
          handOn.live();
        }),
      )
      // Its code did not arrive (the line dropped): the island stays as served, and its next moment tries again.
      .catch((error: unknown) => {
        woken = false;
        settled();
        handOn.failed();
        console.error(`The ${name} island could not start`, error);
      });
  };
}

/**
 * The page's islands, each made live at its own moment (./island-schedules.ts):
 * when first used, when something needs it, or when the browser is idle.
 * Everything else on the page stays as the server rendered it.
 */
export function wakeIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
    if (!isIslandName(name)) continue;
    islandSchedules[name](element, wakerFor(element, name));
  }
  document.documentElement.setAttribute(ISLANDS_READY_ATTRIBUTE, 'ready');
}
