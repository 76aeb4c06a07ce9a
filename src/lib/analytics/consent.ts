import { readStored, readStoredJson, writeStored } from '@/lib/safe-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

const listeners = new Set<() => void>();

/**
 * Whether the browser objects to tracking on the visitor's behalf: Global
 * Privacy Control, or the older Do Not Track. The server honours the same
 * signals (pb_hooks/lib/tracking-objection.js).
 */
function browserObjects(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return browser.globalPrivacyControl === true || browser.doNotTrack === '1';
}

/**
 * First-party statistics run unless the visitor objects (UK PECR allows this
 * with clear information and an easy way to object; see /privacy), on the
 * privacy page or through the browser's own signal.
 */
export function isAnalyticsOptedOut(): boolean {
  return browserObjects() || readStored(STORAGE_KEYS.analyticsOptOut) === 'true';
}

/**
 * Whether the admin is signed in in this browser (the SDK's stored session
 * names the account's role): the agency's own visits are not its visitors',
 * and none of them is counted.
 */
function isAdminBrowser(): boolean {
  const stored = readStoredJson(STORAGE_KEYS.pocketBaseAuth) as
    { record?: { role?: unknown }; model?: { role?: unknown } } | null | undefined;
  return (stored?.record ?? stored?.model)?.role === 'admin';
}

/** Whether this browser's events are counted: the visitor has not objected, and it is not the admin's. */
export function isCounted(): boolean {
  return !isAnalyticsOptedOut() && !isAdminBrowser();
}

/** Records the visitor's choice; opting out also deletes analytics still waiting to be sent. */
export async function setAnalyticsOptOut(optOut: boolean): Promise<void> {
  // Storage blocked: nothing is kept, and nothing is tracked either (see track.ts).
  writeStored(STORAGE_KEYS.analyticsOptOut, optOut ? 'true' : null);
  listeners.forEach((listener) => listener());
  if (!optOut) return;
  const [{ dropQueuedAnalytics }, { outboxDb }] = await Promise.all([
    import('@/lib/outbox/enqueue'),
    import('@/lib/outbox/outbox-db'),
  ]);
  await dropQueuedAnalytics(outboxDb()).catch(() => 0);
}

/** For useSyncExternalStore: called when the choice changes in this tab or another. */
export function subscribeToOptOut(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.analyticsOptOut) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
