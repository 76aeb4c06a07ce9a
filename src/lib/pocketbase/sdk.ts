import type PocketBase from 'pocketbase';

let client: Promise<PocketBase> | undefined;

/** Where the site is served: PocketBase serves the site and its API from one origin. */
function siteOrigin(): string {
  return globalThis.location?.origin ?? '/';
}

/**
 * The PocketBase JS SDK's client, loaded on first use: the SDK is never part
 * of a visitor's first load. One client per page, for the site's own origin,
 * keeping its session in localStorage under `pocketbase_auth` (the SDK's
 * LocalAuthStore, which also follows other tabs through the `storage` event).
 */
export function loadPocketBase(): Promise<PocketBase> {
  client ??= import('pocketbase').then(({ default: PocketBase }) => {
    const pb = new PocketBase(siteOrigin());
    // Sign-in and session calls are user actions, never superseded requests.
    pb.autoCancellation(false);
    return pb;
  });
  return client;
}
