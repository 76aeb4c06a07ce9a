import { STORAGE_KEYS } from '@/lib/storage-keys';
import { session, storedAuthPresent } from './session-state';
import type { SessionUser } from './session-user';

export { session } from './session-state';
export type { SessionStatus, SessionUser } from './session-user';

// What every page carries is this module and the store; the SDK and the
// session's logic (session-client.ts) load only once a session exists or is
// asked for.
const sessionClient = () => import('./session-client');

let started = false;
let clientLoaded = false;

function loadClient() {
  clientLoaded = true;
  return sessionClient();
}

function onStorage(event: StorageEvent): void {
  // A null key means another tab cleared the whole storage.
  if (event.key !== null && event.key !== STORAGE_KEYS.pocketBaseAuth) return;
  if (!clientLoaded && !storedAuthPresent()) {
    session.user = null;
    session.status = 'signed-out';
    return;
  }
  void loadClient().then((client) => client.follow());
}

function onVisible(): void {
  if (document.visibilityState !== 'visible' || !clientLoaded) return;
  void sessionClient().then((client) => client.refreshIfDue());
}

/**
 * Called once after hydration. Loads the SDK only when this browser holds a
 * session, refreshes its token, and from then on follows sign-in and
 * sign-out in other tabs.
 */
export function restoreSession(): void {
  if (started) return;
  started = true;
  globalThis.addEventListener?.('storage', onStorage);
  globalThis.document?.addEventListener('visibilitychange', onVisible);
  if (!storedAuthPresent()) return;
  session.status = 'loading';
  void loadClient().then((client) => client.restore());
}

/** Signs a user in; rejects with the SDK's error (its `message` is the server's). */
export async function signIn(email: string, password: string): Promise<SessionUser | null> {
  return (await loadClient()).signIn(email, password);
}

/** Ends the session here and, through localStorage, in every other tab. */
export async function signOut(): Promise<void> {
  return (await loadClient()).signOut();
}

/** The session's token for raw `fetch` calls that need `Authorization`, or null when signed out. */
export async function authToken(): Promise<string | null> {
  if (!clientLoaded && !storedAuthPresent()) return null;
  return (await loadClient()).authToken();
}
