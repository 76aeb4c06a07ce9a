import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './app/app';
import { IslandHostContext, type IslandHost } from './app/islands';
import { renderIslands } from './app/islands/render-islands';
import { ROOT_ISLANDS_ATTRIBUTE } from './app/islands/root-attribute';
import { isPageOfIslands } from './app/page-kinds';
import { createHeadCollector, HeadContext, renderHead } from './components/head';
import { prerenderPaths as pathsToPrerender, NOT_FOUND_PAGES, privatePaths } from './app/prerender-paths';
import { postIndex, type PostSummary } from './content/post-index';
import { legacyServiceIds } from './content/service-redirects';
import { assistantShellParts } from './features/assistant/assistant-shell';
import { buildPassages } from './features/assistant/build-passages';
import type { PassageFile } from './features/assistant/passage';
import { serialiseIndex } from './features/assistant/search-passages';
import { paths } from './lib/paths';

export { NOT_FOUND_PAGES, privatePaths };

/** The assistant's panel as it first opens, for the page's loader to show at once (src/tools/chat-shell-asset.ts). */
export const assistantShell = assistantShellParts;

/** Retired URLs and where they now live. */
export function redirects(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(legacyServiceIds).map(([from, to]) => [paths.service.href(from), paths.service.href(to)]),
  );
}

/** The assistant's passages and their index, written by src/tools/assistant-passages-plugin.ts. */
export async function assistantPassages(): Promise<PassageFile> {
  const passages = await buildPassages();
  return { passages, index: serialiseIndex(passages) };
}

/** Every route the build writes as its own HTML file. */
export function prerenderPaths(): string[] {
  return pathsToPrerender();
}

export interface RenderedPage {
  html: string;
  /** Attributes for the page's root element. */
  rootAttributes: string;
  head: string;
  title: string;
  /** False for pages kept out of search results. */
  indexable: boolean;
}

/** The Journal's articles, newest first, for the RSS feed and the sitemap's dates. */
export function articles(): PostSummary[] {
  return postIndex;
}

/** React's marker for a boundary whose content arrives later, revealed by a script. */
const DEFERRED_CONTENT = /<div hidden id="S:/;

/**
 * Renders one URL to complete HTML, waiting for every lazy page and its data.
 * The check keeps the page whole for readers without JavaScript and for
 * search engines: no section may be left to a script to reveal.
 */
export async function render(
  url: string,
  links: { origin: string; image?: string } = { origin: '' },
): Promise<RenderedPage> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const collector = createHeadCollector();
  const ofIslands = isPageOfIslands(pathname);
  const host: IslandHost = ofIslands ? { kind: 'separate', placed: [] } : { kind: 'inline' };
  const ssrSearch = search.replace(/^\?/, '');
  const { prelude } = await prerender(
    <StrictMode>
      <HeadContext value={collector}>
        <IslandHostContext value={host}>
          <App ssrPath={pathname} ssrSearch={ssrSearch} />
        </IslandHostContext>
      </HeadContext>
    </StrictMode>,
    // Never move a finished section out of place to be revealed later.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const appHtml = await new Response(prelude).text();
  const html =
    host.kind === 'separate' ? await renderIslands(appHtml, host.placed, pathname, ssrSearch) : appHtml;
  const head = collector.get();
  if (!head) throw new Error(`The page at ${url} set no title (PageMeta missing)`);
  if (DEFERRED_CONTENT.test(html))
    throw new Error(`The page at ${url} was not written whole (a deferred section)`);
  return {
    html,
    rootAttributes: ofIslands ? ` ${ROOT_ISLANDS_ATTRIBUTE}` : '',
    head: renderHead(head, { ...links, pathname, structuredData: collector.structuredData() }),
    title: head.title,
    indexable: !head.noindex,
  };
}
