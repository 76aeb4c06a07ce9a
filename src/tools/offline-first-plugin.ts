import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { OFFLINE_FIRST_MODULE, type OfflineFirst, type PageNeeds } from '../lib/pwa/offline-first.ts';
import { planPacks } from './first-install-packs.ts';
import { projectRoot } from './project-root.ts';

/** The module whose dynamic import starts the whole app: the page not found and the admin's screens. */
const APP_START = /\/src\/app\/hydrate-app\.tsx$/;

/** Where every island's loader is written: one `name: () => import('…')` each. */
export const ISLAND_LOADERS = resolve(projectRoot, 'src/app/islands/island-loaders.ts');

/** Each island's name and the module its loader imports, in the loaders' source. */
export function islandImports(source: string): Array<[name: string, specifier: string]> {
  return [...source.matchAll(/['"]?([\w-]+)['"]?:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    ([, name = '', specifier = '']) => [name, specifier],
  );
}

const uniqueSorted = (matches: Iterable<RegExpMatchArray>) =>
  [...new Set([...matches].map(([, found = '']) => found))].sort();

/** The islands a prerendered page holds, by the attribute each island's element carries, and the images it shows. */
export function needsOfPage(html: string): PageNeeds {
  return {
    islands: uniqueSorted(html.matchAll(/\sdata-island="([\w-]+)"/g)),
    images: uniqueSorted(html.matchAll(/\ssrc="(\/assets\/[^"]+\.svg)"/g)),
  };
}

/**
 * What the worker's first install needs to know (src/sw/precache.ts): the
 * scripts every page of islands runs (the entry, what it loads at once or
 * later, and the scripts the build emits as files of their own, such as the
 * loader), each island's scripts apart, and which islands and images each
 * page holds.
 * The whole app, with its pages' chunks, is the admin's: only the admin's
 * screens start it, and its scripts that no page of islands runs are listed
 * apart, for the admin's own cache. A chunk an island shares with the app is
 * the island's.
 */
export function offlineFirstList(
  bundle: Rollup.OutputBundle,
  islandChunks: ReadonlyMap<string, string>,
): Omit<OfflineFirst, 'packs' | 'packOf'> {
  const chunks = new Map<string, Rollup.OutputChunk>();
  const files: string[] = [];
  const pages: Record<string, PageNeeds> = {};
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
    else if (output.fileName.endsWith('.js')) files.push(output.fileName);
    else if (output.fileName.endsWith('.html'))
      pages[`/${output.fileName}`] = needsOfPage(String(output.source));
  }
  const islandFiles = new Set(islandChunks.values());
  const isAppStart = (fileName: string) => APP_START.test(chunks.get(fileName)?.facadeModuleId ?? '');
  const reachable = (starts: string[], stopAt: (fileName: string) => boolean): string[] => {
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      const chunk = chunks.get(fileName);
      if (!chunk || seen.has(fileName) || stopAt(fileName)) return;
      seen.add(fileName);
      [...chunk.imports, ...chunk.dynamicImports].forEach(visit);
    };
    starts.forEach(visit);
    return [...seen].map((fileName) => `/${fileName}`).sort();
  };
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const shared = reachable(entries, (fileName) => islandFiles.has(fileName) || isAppStart(fileName));
  // What the shared scripts load is theirs: an island that imports the entry's code has it already.
  const sharedFiles = new Set(shared.map((path) => path.slice(1)));
  const islands = Object.fromEntries(
    [...islandChunks].map(([name, fileName]) => [
      name,
      reachable([fileName], (other) => (other !== fileName && sharedFiles.has(other)) || isAppStart(other)),
    ]),
  );
  const scripts = [...files.map((fileName) => `/${fileName}`), ...shared].sort();
  const visitors = new Set([...scripts, ...Object.values(islands).flat()]);
  const app = reachable([...chunks.keys()].filter(isAppStart), () => false);
  const adminScripts = app.filter((path) => !visitors.has(path));
  return { scripts, islands, pages, adminScripts };
}

/**
 * What a page fetches at its start, before any island: the scripts the build
 * emits as files of their own (the loader), the entries and what they import.
 */
export function startScripts(bundle: Rollup.OutputBundle): Set<string> {
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const output = bundle[fileName];
    if (!output || found.has(`/${fileName}`)) return;
    found.add(`/${fileName}`);
    if (output.type === 'chunk') output.imports.forEach(visit);
  };
  for (const output of Object.values(bundle))
    if (output.type === 'chunk' ? output.isEntry : output.fileName.endsWith('.js')) visit(output.fileName);
  return found;
}

/** A built file's text, by its path: a chunk's code or a text asset's source. */
const sourceIn = (bundle: Rollup.OutputBundle) => (path: string) => {
  const output = bundle[path.slice(1)];
  if (!output) return undefined;
  if (output.type === 'chunk') return output.code;
  return typeof output.source === 'string' ? output.source : Buffer.from(output.source).toString('utf8');
};

/**
 * The list the service worker's first install needs (src/sw/precache.ts),
 * made by `collect` in the site's build once its pages are prerendered, and
 * given to the worker's own build by `inline` as `virtual:offline-first`: in
 * the worker's script itself, so that a first install starts fetching at
 * once rather than a round trip later. A page then works offline within
 * seconds of its first paint: on a phone's line each file costs a round
 * trip, and a page needs only its own islands' scripts, about a third of the
 * site's, and its own images.
 */
export function offlineFirst(): { collect: Plugin; inline: Plugin } {
  let pages: Omit<OfflineFirst, 'packs' | 'packOf'> | undefined;
  let list: OfflineFirst | undefined;
  const collect: Plugin = {
    name: 'clear-north:offline-first',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      // Only the site's own build writes the page; the server's and the worker's do not.
      if (bundle['index.html']?.type !== 'asset') return;
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      // An island's module is the facade of its own chunk, or, when other code imports it too, part of a shared one.
      const chunkOf = (id: string) =>
        (
          chunks.find((chunk) => chunk.facadeModuleId === id) ??
          chunks.find((chunk) => chunk.moduleIds.includes(id))
        )?.fileName;
      const islandChunks = new Map<string, string>();
      for (const [name, specifier] of islandImports(readFileSync(ISLAND_LOADERS, 'utf8'))) {
        const id = (await this.resolve(specifier, ISLAND_LOADERS))?.id;
        const fileName = id && chunkOf(id);
        if (!fileName) throw new Error(`offline-first: no chunk for the island ${name} (${specifier})`);
        islandChunks.set(name, fileName);
      }
      const found = offlineFirstList(bundle, islandChunks);
      for (const [page, { islands }] of Object.entries(found.pages))
        for (const island of islands)
          if (!islandChunks.has(island))
            throw new Error(`offline-first: ${page} holds an unknown island, ${island}`);
      pages = found;
    },
    // The packs hold the scripts as written: until then later plugins still change their code.
    async writeBundle({ dir }, bundle) {
      if (!pages || !dir) return;
      const planned = planPacks(pages, sourceIn(bundle), startScripts(bundle));
      for (const [path, source] of planned.bodies) await writeFile(join(dir, path), source);
      list = { ...pages, packs: planned.packs, packOf: planned.packOf };
    },
  };
  const inline: Plugin = {
    name: 'clear-north:offline-first-inline',
    resolveId: (id) => (id === OFFLINE_FIRST_MODULE ? `\0${OFFLINE_FIRST_MODULE}` : undefined),
    load(id) {
      if (id !== `\0${OFFLINE_FIRST_MODULE}`) return undefined;
      if (!list) throw new Error('offline-first: the worker is built before the site it serves');
      return `export default ${JSON.stringify(list)};`;
    },
  };
  return { collect, inline };
}
