import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './app/app';
import { createHeadCollector, HeadContext, renderHead } from './components/head';
import { prerenderPaths as pathsToPrerender, NOT_FOUND_PAGES } from './app/prerender-paths';
import { legacyServiceIds } from './content/service-redirects';
import { paths } from './lib/paths';

export { NOT_FOUND_PAGES };

/** Retired URLs and where they now live. */
export function redirects(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(legacyServiceIds).map(([from, to]) => [paths.service.href(from), paths.service.href(to)]),
  );
}

/** Every route the build writes as its own HTML file. */
export function prerenderPaths(): string[] {
  return pathsToPrerender();
}

/** Renders one URL to HTML, waiting for every lazy page and its data. */
export async function render(url: string): Promise<{ html: string; head: string }> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const collector = createHeadCollector();
  const { prelude } = await prerender(
    <StrictMode>
      <HeadContext value={collector}>
        <App ssrPath={pathname} ssrSearch={search.replace(/^\?/, '')} />
      </HeadContext>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  const head = collector.get();
  if (!head) throw new Error(`The page at ${url} set no title (PageMeta missing)`);
  return { html, head: renderHead(head) };
}
