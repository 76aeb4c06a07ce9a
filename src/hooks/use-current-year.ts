import { useSyncExternalStore } from 'react';

const BUILD_YEAR = new Date().getFullYear();
const subscribe = () => () => {};

/**
 * The current year. Prerendered pages carry the build's year; the browser
 * shows its own after hydration, so a page built last December is never stale.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
}
