import type { Plugin, Rollup } from 'vite';
import { OFFLINE_FIRST_URL, type OfflineFirst } from '../lib/pwa/offline-first.ts';

/** The module whose dynamic import starts the whole app: the page not found and the admin's screens. */
const APP_START = /\/src\/app\/hydrate-app\.tsx$/;

/**
 * The scripts a page of islands can run: everything the entry imports,
 * at once or later (each island and what it loads), but not the whole
 * app, with its pages' chunks, which only the page not found and the
 * admin's screens start, unless an island imports the same code. Scripts
 * the build emits as files of their own (the loader) are in too.
 */
export function scriptsOfIslandPages(bundle: Rollup.OutputBundle): string[] {
  const chunks = new Map<string, Rollup.OutputChunk>();
  const scripts = new Set<string>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
    else if (output.fileName.endsWith('.js')) scripts.add(output.fileName);
  }
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || scripts.has(fileName) || (chunk.facadeModuleId && APP_START.test(chunk.facadeModuleId)))
      return;
    scripts.add(fileName);
    [...chunk.imports, ...chunk.dynamicImports].forEach(visit);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  return [...scripts].map((fileName) => `/${fileName}`).sort();
}

/**
 * Writes the list of scripts the service worker's first install takes
 * before the site works offline (src/sw/precache.ts). The site's other
 * scripts, about a third, are the whole app's, which a first visit to a
 * public page never needs; on a phone's line each file costs a round trip.
 */
export function offlineFirst(): Plugin {
  return {
    name: 'clear-north:offline-first',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      // Only the site's own build writes the page; the server's and the worker's do not.
      if (bundle['index.html']?.type !== 'asset') return;
      const list: OfflineFirst = { scripts: scriptsOfIslandPages(bundle) };
      this.emitFile({ type: 'asset', fileName: OFFLINE_FIRST_URL.slice(1), source: JSON.stringify(list) });
    },
  };
}
