/**
 * The file, written by the build (src/server/offline-first-plugin.ts), that
 * lists the scripts a page of islands can run: what the worker's first
 * install takes before the site works offline (src/sw/precache.ts).
 */
export const OFFLINE_FIRST_URL = '/offline-first.json';

export interface OfflineFirst {
  /** Paths of the scripts, e.g. /assets/main-abc123.js. */
  scripts: string[];
}
