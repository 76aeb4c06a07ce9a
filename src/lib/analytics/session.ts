import { newRecordId } from '@/lib/record-id';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { readStored, writeStored } from '@/lib/safe-storage';

let fallbackSession: string | undefined;

/** A random session id kept in session storage (one per tab visit). */
export function analyticsSessionId(): string {
  const kept = readStored(STORAGE_KEYS.analyticsSession, 'session');
  if (kept) return kept;
  const id = fallbackSession ?? `s-${newRecordId()}`;
  // Storage blocked: one id for this page's lifetime.
  if (!writeStored(STORAGE_KEYS.analyticsSession, id, 'session')) fallbackSession = id;
  return id;
}
