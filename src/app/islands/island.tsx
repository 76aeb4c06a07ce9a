import { use, type ComponentType } from 'react';
import { islandComponents } from './island-components';
import type { IslandName, IslandProps } from './island-loaders';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  IslandHostContext,
  placeholderFor,
} from './island-host';
import './island.css';

export type IslandElementProps<N extends IslandName> = { name: N } & (object extends IslandProps<N>
  ? { props?: IslandProps<N> }
  : { props: IslandProps<N> });

/**
 * An interactive part of the page. On a page that is still a whole app it
 * is simply part of it; on a page of islands the server renders it as a root
 * of its own, in a box that takes no room in the layout, and the browser
 * hydrates it alone when it is needed (./wake-islands.tsx).
 */
export function Island<N extends IslandName>({ name, props }: IslandElementProps<N>) {
  const host = use(IslandHostContext);
  const Component: ComponentType<object> = islandComponents[name];
  const given: object = props ?? {};
  // Inline, its chunk arrives while the app hydrates, which waits for it: the HTML is already there.
  if (host.kind === 'inline') return <Component {...given} />;
  const index = host.placed.push({ name, props: given }) - 1;
  return (
    <div
      {...{
        [ISLAND_ATTRIBUTE]: name,
        [ISLAND_ID_ATTRIBUTE]: `i${index}`,
        // Most islands take no props: their box carries none, which keeps the page's first bytes few.
        [ISLAND_PROPS_ATTRIBUTE]: Object.keys(given).length > 0 ? JSON.stringify(given) : undefined,
      }}
      // The server puts the island's own HTML here (src/entry-server.tsx).
      dangerouslySetInnerHTML={{ __html: placeholderFor(index) }}
    />
  );
}
