/** The browser's two stores: kept across visits, or for the tab's session only. */
export type StorageArea = 'local' | 'session';

// Reaching a store may itself throw (storage blocked, a sandboxed frame), not only using it.
const storeOf = (area: StorageArea): Storage => (area === 'local' ? localStorage : sessionStorage);

/**
 * What the browser keeps under `key`: null when nothing is, undefined when
 * the browser refuses storage (blocked, private mode), for a caller whose
 * answer differs then.
 */
export function readStored(key: string, area: StorageArea = 'local'): string | null | undefined {
  try {
    return storeOf(area).getItem(key);
  } catch {
    return undefined;
  }
}

/**
 * Keeps `value` under `key`, or forgets the key for null. False when the
 * browser refuses (blocked, private mode, full): the choice then lasts as
 * long as the page, which is all any caller can do about it.
 */
export function writeStored(key: string, value: string | null, area: StorageArea = 'local'): boolean {
  try {
    const store = storeOf(area);
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** The JSON kept under `key`, or undefined when there is none, it cannot be read or it is damaged. */
export function readStoredJson(key: string, area: StorageArea = 'local'): unknown {
  const text = readStored(key, area);
  if (text === null || text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Keeps `value` as JSON under `key`; false when the browser refuses. */
export const writeStoredJson = (key: string, value: unknown, area: StorageArea = 'local'): boolean =>
  writeStored(key, JSON.stringify(value), area);
