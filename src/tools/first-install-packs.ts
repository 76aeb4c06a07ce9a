import { createHash } from 'node:crypto';
import { filesForPages, type OfflineFirst } from '../lib/pwa/offline-first.ts';

/** Where the packs are written in the build, and what the worker's precache leaves out. */
export const PACK_PREFIX = 'assets/first-install-';

export interface PlannedPacks {
  /** Each pack's path and its body: the JSON the worker reads (src/sw/first-install-packs.ts). */
  bodies: Map<string, string>;
  /** Each pack's files, by its path, and each page's packs, by the page's file. */
  packs: OfflineFirst['packs'];
  packOf: OfflineFirst['packOf'];
}

/**
 * The packs a first install fetches instead of its files one by one, so
 * that a phone's line pays a round trip per pack rather than one per file:
 * one with the scripts every page shares, and one with the scripts of each
 * set of islands a page holds. What a page fetched at its start (`atStart`:
 * the loader, the entry and what the entry imports) is left out, since the
 * worker finds it in the browser's cache, and so are a page's few images,
 * or every page would need a pack of its own.
 */
export function planPacks(
  list: Pick<OfflineFirst, 'scripts' | 'islands' | 'pages'>,
  sourceOf: (path: string) => string | undefined,
  atStart: ReadonlySet<string>,
): PlannedPacks {
  const planned: PlannedPacks = { bodies: new Map(), packs: {}, packOf: {} };
  const shared = new Set(list.scripts);
  const add = (files: string[]): string | undefined => {
    const packed = files.filter(
      (path) => path.endsWith('.js') && !atStart.has(path) && sourceOf(path) !== undefined,
    );
    if (packed.length === 0) return undefined;
    const body = JSON.stringify(packed.sort().map((path) => [path, sourceOf(path)]));
    const path = `/${PACK_PREFIX}${createHash('sha256').update(body).digest('hex').slice(0, 10)}.json`;
    planned.bodies.set(path, body);
    planned.packs[path] = packed;
    return path;
  };
  const sharedPack = add([...shared]);
  for (const page of Object.keys(list.pages).sort()) {
    const ownPack = add([...filesForPages(list, [page])].filter((path) => !shared.has(path)));
    planned.packOf[page] = [sharedPack, ownPack].filter((pack) => pack !== undefined);
  }
  return planned;
}
