import { useSyncExternalStore } from 'react';
import { takeUrlParam } from '@/utils/url-param';

const noSubscription = () => () => {};
const taken = new Map<string, string | null>();

function take(name: string): string | null {
  if (!taken.has(name)) taken.set(name, takeUrlParam(name));
  return taken.get(name) ?? null;
}

/**
 * A one-time secret from the address bar (a mailed link's token), removed
 * from it on first read and kept for the page's life. Undefined on the
 * server and while hydrating, which cannot know the address bar.
 */
export function useUrlSecret(name: string): string | null | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => take(name),
    () => undefined,
  );
}
