import { prerender } from 'react-dom/static';
import { islandComponents } from './island-components';
import { idPrefixFor, placeholderFor, type IslandPlacement } from './island-host';
import { IslandRoot } from './island-root';

async function renderIsland(placement: IslandPlacement, index: number, pathname: string, search: string) {
  const Component = islandComponents[placement.name];
  const { prelude } = await prerender(
    <IslandRoot ssrPath={pathname} ssrSearch={search}>
      <Component {...placement.props} />
    </IslandRoot>,
    { identifierPrefix: idPrefixFor(`i${index}`), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * Puts each island's own HTML in its placeholder: every island rendered as a
 * root of its own, with the ids the browser's hydration of it will use.
 */
export async function renderIslands(
  html: string,
  placed: IslandPlacement[],
  pathname: string,
  search: string,
): Promise<string> {
  const rendered = await Promise.all(
    placed.map((placement, index) => renderIsland(placement, index, pathname, search)),
  );
  return rendered.reduce((page, island, index) => page.replace(placeholderFor(index), () => island), html);
}
