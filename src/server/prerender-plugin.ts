import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { serverDir } from './dist-dir.ts';

interface ServerEntry {
  render(url: string): Promise<{ html: string; head: string }>;
  prerenderPaths(): string[];
  adminPaths(): string[];
  redirects(): Record<string, string>;
  NOT_FOUND_PAGES: Array<{ file: string; path: string }>;
}

function fileNameFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

function fill(template: string, page: { html: string; head: string }): string {
  return template.replace('<!--app-head-->', page.head).replace('<!--app-html-->', page.html);
}

/**
 * Renders every known route to its own HTML file during the client build,
 * with the server bundle built just before (src/server/build.ts), so each
 * page has real text for readers without JavaScript and for search engines,
 * and the service worker can precache them with the rest of the bundle.
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

      const entryUrl = pathToFileURL(resolve(serverDir, 'entry-server.js')).href;
      // Imported as is: its chunks import it back, and a second instance would
      // have its own router context.
      const entry = (await import(entryUrl)) as ServerEntry;

      for (const path of [...entry.prerenderPaths(), ...entry.adminPaths()]) {
        const html = fill(template, await entry.render(path));
        if (path === '/') shell.source = html;
        else this.emitFile({ type: 'asset', fileName: fileNameFor(path), source: html });
      }
      for (const page of entry.NOT_FOUND_PAGES) {
        this.emitFile({
          type: 'asset',
          fileName: page.file,
          source: fill(template, await entry.render(page.path)),
        });
      }
      // Read by pb_hooks/lib/site-files.js: permanent redirects for retired URLs.
      this.emitFile({
        type: 'asset',
        fileName: 'redirects.json',
        source: JSON.stringify(entry.redirects(), null, 2),
      });
    },
  };
}
