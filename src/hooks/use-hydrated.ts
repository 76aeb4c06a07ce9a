import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates a prerendered page,
 * true from then on (and at once for components mounted later). Whatever
 * the prerendered HTML could not know (the query string, the clock, saved
 * settings) waits for it, so hydration always matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
