import type { Page } from '@playwright/test';

/** One response the page's origin holds in Cache Storage. */
export interface StoredFile {
  /** Which cache holds it. */
  cache: string;
  url: string;
  /** Its body as stored (decoded, not as it came over the wire). */
  bytes: number;
}

/** Every response in the page's Cache Storage, whichever cache holds it. */
export function storedFiles(page: Page): Promise<StoredFile[]> {
  return page.evaluate(async () => {
    const files: Array<{ cache: string; url: string; bytes: number }> = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        files.push({ cache: name, url: request.url, bytes: response ? (await response.blob()).size : 0 });
      }
    }
    return files;
  });
}
