/**
 * Keeps one promise per key, so React's use() sees the same promise on every
 * render of a suspended component instead of starting a new load each time.
 */
export function createPromiseCache<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (key) => {
    let promise = cache.get(key);
    if (!promise) {
      promise = load(key);
      cache.set(key, promise);
    }
    return promise;
  };
}
