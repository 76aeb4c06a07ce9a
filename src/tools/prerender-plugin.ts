import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { FEED_PATH } from '../components/head/head-constants.ts';
import type { PostSummary } from '../content/post-types.ts';
import { PAGE_VARIANTS, variantAddress } from '../definitions/page-variants.ts';
import { ORIGIN_PLACEHOLDER } from '../definitions/site-origin.ts';
import { criticalCss } from './critical-css.ts';
import { serverDir } from './dist-dir.ts';
import { adminManifestLink } from './pwa-plugin.ts';
import { renderShareImage, shareImagePath } from './share-image.ts';
import { robotsTxt, rssFeed, sitemapXml, type SitemapPage } from './site-feeds.ts';

interface RenderedPage {
  html: string;
  rootAttributes: string;
  head: string;
  title: string;
  indexable: boolean;
}

interface ServerEntry {
  render(url: string, links?: { origin: string; image?: string }): Promise<RenderedPage>;
  prerenderPaths(): string[];
  privatePaths(): string[];
  redirects(): Record<string, string>;
  articles(): PostSummary[];
  NOT_FOUND_PAGES: Array<{ file: string; path: string }>;
}

function fileNameFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** The page in the shell. */
function fill(template: string, page: RenderedPage): string {
  return template
    .replace('<!--app-head-->', page.head)
    .replace('<div id="root"><!--app-html-->', `<div id="root"${page.rootAttributes}>${page.html}`);
}

/** The content's own date for a page, where it has one: an article's, or the Journal's newest. */
function lastModified(path: string, articles: PostSummary[]): string | undefined {
  if (path === '/blog') return articles[0]?.date;
  return articles.find((post) => path === `/blog/${post.slug}`)?.date;
}

/**
 * Renders every known route to its own HTML file during the client build,
 * with the server bundle built just before (src/tools/build.ts), so each
 * page has real text for readers without JavaScript and for search engines,
 * and the service worker can precache them with the rest of the bundle.
 * Each indexable page also gets its sharing image and a place in the
 * sitemap; the Journal gets its feed.
 */
export function prerender(): Plugin {
  return {
    name: 'clear-north:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    async generateBundle(_options, bundle: Rollup.OutputBundle) {
      const shell = bundle['index.html'] as Rollup.OutputAsset | undefined;
      if (!shell) throw new Error('prerender: index.html is missing from the bundle');
      const template = String(shell.source);
      // Every absolute URL gets the placeholder; the server puts its own origin in (pb_hooks/lib/site-files.js).
      const origin = ORIGIN_PLACEHOLDER;

      const entryUrl = pathToFileURL(resolve(serverDir, 'entry-server.js')).href;
      // Imported as is: its chunks import it back, and a second instance would
      // have its own router context.
      const entry = (await import(entryUrl)) as ServerEntry;
      const articles = entry.articles();
      const inlineCritical = criticalCss(bundle);
      const sitemap: SitemapPage[] = [];

      const adminPaths = new Set(entry.privatePaths());
      for (const path of [...entry.prerenderPaths(), ...adminPaths]) {
        const image = shareImagePath(path);
        const page = await entry.render(path, { origin, image });
        const filled = fill(template, page);
        const html = await inlineCritical(adminPaths.has(path) ? adminManifestLink(filled) : filled);
        if (path === '/') shell.source = html;
        else this.emitFile({ type: 'asset', fileName: fileNameFor(path), source: html });
        if (!page.indexable) continue;
        this.emitFile({
          type: 'asset',
          fileName: image.slice(1),
          source: await renderShareImage(page.title),
        });
        sitemap.push({ path, lastModified: lastModified(path, articles) });
      }
      // Not pages of their own: the server sends one for its page's address with its query.
      for (const variant of PAGE_VARIANTS) {
        const address = variantAddress(variant);
        const image = shareImagePath(new URL(address, 'http://localhost').pathname);
        this.emitFile({
          type: 'asset',
          fileName: variant.file,
          source: await inlineCritical(fill(template, await entry.render(address, { origin, image }))),
        });
      }
      for (const page of entry.NOT_FOUND_PAGES) {
        this.emitFile({
          type: 'asset',
          fileName: page.file,
          source: await inlineCritical(fill(template, await entry.render(page.path, { origin }))),
        });
      }
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(origin, sitemap) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(origin) });
      this.emitFile({
        type: 'asset',
        fileName: FEED_PATH.slice(1),
        source: rssFeed(origin, FEED_PATH, articles),
      });
      // Read by pb_hooks/lib/site-files.js: permanent redirects for retired URLs.
      this.emitFile({
        type: 'asset',
        fileName: 'redirects.json',
        source: JSON.stringify(entry.redirects(), null, 2),
      });
    },
  };
}
