import { proxy } from 'valtio';
import { readStored } from '@/lib/safe-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import type { SessionStatus, SessionUser } from './session-user';

/**
 * Who is signed in on this page. 'signed-out' on the server render and on a
 * visitor's first load; 'loading' only while a stored session is checked.
 */
export const session = proxy<{ status: SessionStatus; user: SessionUser | null }>({
  status: 'signed-out',
  user: null,
});

/** Whether this browser holds a session (the SDK's LocalAuthStore key). */
export const storedAuthPresent = (): boolean => Boolean(readStored(STORAGE_KEYS.pocketBaseAuth));
