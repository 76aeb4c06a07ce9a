import { ADMIN_SCOPE } from './admin-app.ts';

/**
 * The module, made by the build (src/tools/offline-first-plugin.ts) in the
 * worker's script, that says which scripts and images each prerendered page
 * needs: what the worker's first install takes for the pages open, before
 * the site works offline (src/sw/precache.ts).
 */
export const OFFLINE_FIRST_MODULE = 'virtual:offline-first';

/** What one prerendered page needs beyond what every page runs. */
export interface PageNeeds {
  /** The islands it holds, by name. */
  islands: string[];
  /** The images it shows, as paths. */
  images: string[];
}

export interface OfflineFirst {
  /** What every page of islands runs, islands aside: paths such as /assets/main-abc123.js. */
  scripts: string[];
  /** Each island's scripts: its own chunk and everything it loads. */
  islands: Record<string, string[]>;
  /** Each prerendered page's needs, by its file (/contact/index.html). */
  pages: Record<string, PageNeeds>;
  /** Each pack's files, by the pack's path (src/tools/first-install-packs.ts). */
  packs: Record<string, string[]>;
  /** Each prerendered page's packs, by its file. */
  packOf: Record<string, string[]>;
  /** The scripts only the whole app runs, which only the admin's pages start: the admin's, never a visitor's. */
  adminScripts: string[];
}

/** Whether a file is the admin's alone (its pages, its manifests, the app's own scripts), by its path. */
export function isAdminFile(list: Pick<OfflineFirst, 'adminScripts'>, path: string): boolean {
  return path.startsWith(ADMIN_SCOPE) || list.adminScripts.includes(path);
}

/** The scripts and images the given pages need; a page the file does not know needs the shared scripts only. */
export function filesForPages(
  list: Pick<OfflineFirst, 'scripts' | 'islands' | 'pages'>,
  pageFiles: Iterable<string>,
): Set<string> {
  const files = new Set(list.scripts);
  for (const file of pageFiles) {
    const page = list.pages[file];
    for (const island of page?.islands ?? [])
      for (const script of list.islands[island] ?? []) files.add(script);
    for (const image of page?.images ?? []) files.add(image);
  }
  return files;
}

/** The packs holding the given pages' scripts, each with its files; what no pack holds is fetched file by file. */
export function packsForPages(list: OfflineFirst, pageFiles: Iterable<string>): Map<string, string[]> {
  const packs = new Map<string, string[]>();
  for (const file of pageFiles)
    for (const pack of list.packOf[file] ?? []) {
      const files = list.packs[pack];
      if (files) packs.set(pack, files);
    }
  return packs;
}
