import { createContext } from 'react';
import type { IslandName } from './island-loaders';

/** An island the server found on a page it renders as islands: what to render in its place, and with what. */
export interface IslandPlacement {
  name: IslandName;
  props: object;
}

/**
 * How an <Island> renders. Inline: as part of the whole-page app that
 * hydrates it (pages that are still an app). Separate: as a placeholder the
 * server fills with the island rendered as its own root, which the browser
 * hydrates alone (src/entry-server.tsx, ./wake-islands.tsx).
 */
export type IslandHost = { kind: 'inline' } | { kind: 'separate'; placed: IslandPlacement[] };

export const INLINE_HOST: IslandHost = { kind: 'inline' };

export const IslandHostContext = createContext<IslandHost>(INLINE_HOST);

/** The comment an island's placeholder holds until the server puts the island's own HTML there. */
export function placeholderFor(index: number): string {
  return `<!--island:${index}-->`;
}

/** The prefix of React's ids inside island `index`, the same on the server and in the browser. */
export function idPrefixFor(id: string): string {
  return `${id}-`;
}

export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_ID_ATTRIBUTE = 'data-island-id';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
