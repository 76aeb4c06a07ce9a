/// <reference lib="webworker" />
import { PrecacheController } from 'workbox-precaching';
import offlineFirst from 'virtual:offline-first';
import { filesForPages, packsForPages } from '../lib/pwa/offline-first';
import { responseFor, unpack } from './first-install-packs';
import { prerenderedFileFor } from './not-found-pages';

declare const self: ServiceWorkerGlobalScope;

/** The site's icon, which every page shows. */
const FAVICON = '/favicon.svg';

/**
 * How many files the worker asks for at once: twice the six connections a
 * browser opens to a site over HTTP/1.1, so that each connection has the
 * next file waiting while the last one is stored (over HTTP/2, all go at once).
 */
const PARALLEL_FETCHES = 12;

/**
 * The visitors' precache: every public page, the scripts pages of islands
 * run, fonts and images. The admin's files have a cache of their own
 * (./admin-files.ts).
 */
export const precache = new PrecacheController();

export type Entry = [url: string, cacheKey: string];

/** What a first install takes before the site works offline (see neededFirst). */
interface FirstNeeds {
  /** The scripts the open pages can run and the images they show (src/tools/offline-first-plugin.ts). */
  files: ReadonlySet<string>;
  /** The prerendered files of the pages open now, so that a reload offline works. */
  openPages: ReadonlySet<string>;
}

/**
 * What a page needs to work offline, on a first visit, from the moment the
 * worker controls it: the scripts it runs and its islands can load, its
 * images, the styles, the fonts, the icon, the not-found pages and redirects
 * the worker answers navigations with, and the open pages themselves. The
 * other pages, their islands and images, the themed manifests and the
 * assistant's passages (about three quarters of the files) follow once it
 * does (fillMissing).
 */
function neededFirst(url: string, { files, openPages }: FirstNeeds): boolean {
  const { pathname } = new URL(url, self.location.href);
  if (pathname.endsWith('.html')) return pathname.endsWith('/404.html') || openPages.has(pathname);
  if (/\.(js|svg)$/.test(pathname)) return files.has(pathname) || pathname === FAVICON;
  return !/\.(png|md|webmanifest)$/.test(pathname) && pathname !== '/assistant-passages.json';
}

/** The prerendered files of the pages open in this worker's scope, controlled or not (the one installing it). */
async function openPageFiles(): Promise<Set<string>> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return new Set(
    windows.map(({ url }) => {
      const page = new URL(url);
      return page.pathname === '/' ? '/index.html' : (prerenderedFileFor(page)[0]?.pathname ?? page.pathname);
    }),
  );
}

/** Runs `fetchOne` over the entries, several at a time. */
async function eachInParallel(entries: Entry[], fetchOne: (entry: Entry) => Promise<void>): Promise<void> {
  let next = 0;
  const inTurn = async () => {
    for (let entry = entries[next++]; entry; entry = entries[next++]) await fetchOne(entry);
  };
  await Promise.all(Array.from({ length: PARALLEL_FETCHES }, inTurn));
}

/** A file with a revision is fetched past the HTTP cache, as Workbox does; a hashed file may come from it. */
const requestFor = ([url, cacheKey]: Entry) =>
  new Request(url, { credentials: 'same-origin', cache: cacheKey === url ? 'default' : 'reload' });

const pathOf = (url: string) => new URL(url, self.location.href).pathname;

/** Fetches entries into a precache as Workbox's install would, several at a time. */
export function fetchEach(
  entries: Entry[],
  event: ExtendableEvent,
  controller: PrecacheController = precache,
): Promise<void> {
  return eachInParallel(entries, async (entry) => {
    const [, cacheKey] = entry;
    await Promise.all(
      controller.strategy.handleAll({ params: { cacheKey }, request: requestFor(entry), event }),
    );
  });
}

/**
 * Caches the entries a pack holds from the pack itself, in one response
 * (src/tools/first-install-packs.ts), and gives back those it could not:
 * all of them if the pack did not come.
 */
async function storeFromPack(pack: string, entries: Entry[]): Promise<Entry[]> {
  try {
    const response = await fetch(pack, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${response.status}`);
    const files = unpack(await response.json());
    const cache = await caches.open(precache.strategy.cacheName);
    const missed: Entry[] = [];
    await Promise.all(
      entries.map(async (entry) => {
        const [url, cacheKey] = entry;
        const body = files.get(pathOf(url));
        if (body === undefined) missed.push(entry);
        else await cache.put(cacheKey, responseFor(pathOf(url), body));
      }),
    );
    return missed;
  } catch {
    return entries;
  }
}

/**
 * Fills the precache for an install, several files at a time. Workbox's own
 * install fetches one file after another, which on a phone's line costs a
 * round trip per file: two hundred files took most of a minute before the
 * site worked offline. A first install takes only what is needed first,
 * the open pages' scripts in two packs and the rest file by file, so that the site works
 * offline within seconds of the first paint; an update installs while the
 * version before it serves the site, and takes everything before it may
 * take over.
 */
export async function fillPrecache(event: ExtendableEvent): Promise<void> {
  const entries: Entry[] = [...precache.getURLsToCacheKeys()];
  if (self.registration.active) return fetchEach(entries, event);
  const openPages = await openPageFiles();
  const files = filesForPages(offlineFirst, openPages);
  let wanted = entries.filter(([url]) => neededFirst(url, { files, openPages }));
  const fromPacks = [...packsForPages(offlineFirst, openPages)].map(([pack, packed]) => {
    const inPack = wanted.filter(([url]) => packed.includes(pathOf(url)));
    wanted = wanted.filter((entry) => !inPack.includes(entry));
    return storeFromPack(pack, inPack).then((missed) => fetchEach(missed, event));
  });
  await Promise.all([fetchEach(wanted, event), ...fromPacks]);
}

/** A redirected response cannot answer a navigation: the body is kept under a plain response. */
async function cacheable(response: Response): Promise<Response> {
  if (!response.redirected) return response;
  const { status, statusText, headers } = response;
  return new Response(await response.blob(), { status, statusText, headers });
}

const filling = new Map<PrecacheController, Promise<void>>();

/**
 * Fetches every file of a precache (the visitors', or the admin's) not yet
 * in its cache: for the visitors', what the install left for later
 * (fillPrecache). Asked for by each page the worker controls; one fill of a
 * cache at a time, and a fill cut short (the line dropped, the worker
 * stopped) is taken up by the next page. Until a file is there, the worker
 * fetches it from the network when asked.
 */
export function fillMissing(controller: PrecacheController = precache): Promise<void> {
  const running = filling.get(controller);
  if (running) return running;
  const fill = (async () => {
    const cache = await caches.open(controller.strategy.cacheName);
    const entries: Entry[] = [...controller.getURLsToCacheKeys()];
    const cached = new Set((await cache.keys()).map((request) => request.url));
    const missing = entries.filter(([, cacheKey]) => !cached.has(new URL(cacheKey, self.location.href).href));
    let failed = 0;
    await eachInParallel(missing, async (entry) => {
      try {
        const response = await fetch(requestFor(entry));
        if (!response.ok) throw new Error(`${response.status}`);
        await cache.put(entry[1], await cacheable(response));
      } catch {
        failed += 1;
      }
    });
    if (failed > 0) throw new Error(`${failed} of ${missing.length} files could not be fetched`);
  })().finally(() => filling.delete(controller));
  filling.set(controller, fill);
  return fill;
}
