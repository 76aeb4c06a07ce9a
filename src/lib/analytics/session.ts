import { newRecordId } from '@/lib/record-id';
import { STORAGE_KEYS } from '@/lib/storage-keys';

let fallbackSession: string | undefined;

/** Spec §3: a random session id kept in session storage (one per tab visit). */
export function analyticsSessionId(): string {
  try {
    let id = sessionStorage.getItem(STORAGE_KEYS.analyticsSession);
    if (!id) {
      id = `s-${newRecordId()}`;
      sessionStorage.setItem(STORAGE_KEYS.analyticsSession, id);
    }
    return id;
  } catch {
    // Storage blocked: one id for this page's lifetime.
    fallbackSession ??= `s-${newRecordId()}`;
    return fallbackSession;
  }
}
