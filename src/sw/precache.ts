/// <reference lib="webworker" />
import { PrecacheController } from 'workbox-precaching';

/** How many files the worker fetches at once while it installs. */
const PARALLEL_FETCHES = 6;

/** The worker's precache: the app's files, every prerendered page, fonts and images. */
export const precache = new PrecacheController();

/**
 * Fills the precache for an install, several files at a time. Workbox's own
 * install fetches one file after another, which on a phone's line costs a
 * round trip per file: two hundred files took most of a minute before the
 * site worked offline. A file with a revision is fetched past the HTTP cache,
 * as Workbox does; a hashed file may come from it.
 */
export function fillPrecache(event: ExtendableEvent): Promise<void> {
  const entries = [...precache.getURLsToCacheKeys()];
  let next = 0;
  const fetchInTurn = async () => {
    for (let entry = entries[next++]; entry; entry = entries[next++]) {
      const [url, cacheKey] = entry;
      const request = new Request(url, {
        credentials: 'same-origin',
        cache: cacheKey === url ? 'default' : 'reload',
      });
      await Promise.all(precache.strategy.handleAll({ params: { cacheKey }, request, event }));
    }
  };
  return Promise.all(Array.from({ length: PARALLEL_FETCHES }, fetchInTurn)).then(() => undefined);
}
