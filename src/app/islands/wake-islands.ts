import type { ComponentType } from 'react';
import { applyDeferredStylesheets } from '@/lib/deferred-stylesheet';
import { keepUntilLive } from '../kept-until-live';
import { ISLAND_ATTRIBUTE, ISLAND_ID_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './island-host';
import { isIslandName, islandLoaders, type IslandName } from './island-loaders';
import { islandSchedules } from './island-schedules';
import { ISLAND_LIVE_ATTRIBUTE, ISLAND_SETTLED_EVENT } from './island-state';

/** On <html> once the page's islands wait for their moment and its first script has done its start; tests and the bench wait for it. */
const ISLANDS_READY_ATTRIBUTE = 'data-islands';

/**
 * Makes one island live: loads its code (and React with it), then
 * hydrates it with the props it was given plus any its moment brings (a
 * trigger pressed: open at once). What the visitor does to it meanwhile
 * is done once it is live (../kept-until-live.ts).
 */
function wakerFor(element: HTMLElement, name: IslandName): (moment?: object) => void {
  let woken = false;
  return (moment = {}) => {
    if (woken) return;
    woken = true;
    const settled = () => element.dispatchEvent(new Event(ISLAND_SETTLED_EVENT));
    const kept = keepUntilLive(element);
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
          kept.live();
        }),
      )
      // Its code did not arrive (the line dropped): the island stays as served, and its next moment tries again.
      .catch((error: unknown) => {
        woken = false;
        settled();
        kept.failed();
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
}

/** Says the page's start is done: its islands wait for their moments, its plain behaviours and services run. */
export function markIslandsReady(): void {
  document.documentElement.setAttribute(ISLANDS_READY_ATTRIBUTE, 'ready');
}
