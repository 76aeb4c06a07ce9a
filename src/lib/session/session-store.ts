import type PocketBase from 'pocketbase';
import { proxy } from 'valtio';
import { loadPocketBase } from '@/lib/pocketbase/sdk';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { statusOf, toSessionUser, type SessionStatus, type SessionUser } from './session-user';
import { refreshIsDue } from './token-refresh';

export type { SessionStatus, SessionUser } from './session-user';

/**
 * Who is signed in on this page. 'signed-out' on the server render and on a
 * visitor's first load; 'loading' only while a stored session is checked.
 */
export const session = proxy<{ status: SessionStatus; user: SessionUser | null }>({
  status: 'signed-out',
  user: null,
});

let started = false;
let watched: Promise<PocketBase> | undefined;

function hasStoredAuth(): boolean {
  try {
    return Boolean(globalThis.localStorage?.getItem(STORAGE_KEYS.pocketBaseAuth));
  } catch {
    return false;
  }
}

function sync(pb: PocketBase): void {
  const user = pb.authStore.isValid ? toSessionUser(pb.authStore.record) : null;
  session.user = user;
  session.status = statusOf(user);
}

/** The SDK's client, with the store following its auth store (this tab's and, through it, other tabs'). */
function client(): Promise<PocketBase> {
  watched ??= loadPocketBase().then((pb) => {
    pb.authStore.onChange(() => sync(pb));
    return pb;
  });
  return watched;
}

/** The server no longer accepts the token: expired, the account removed or unverified. */
function isRefusal(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 401 || status === 403 || status === 404;
}

async function refresh(pb: PocketBase): Promise<void> {
  try {
    await pb.collection('users').authRefresh();
  } catch (error) {
    // Offline or a server fault keeps the stored session; a refusal ends it.
    if (isRefusal(error)) pb.authStore.clear();
  }
  sync(pb);
}

function onStorage(event: StorageEvent): void {
  // A null key means another tab cleared the whole storage.
  if (event.key !== null && event.key !== STORAGE_KEYS.pocketBaseAuth) return;
  if (!watched && !hasStoredAuth()) {
    session.user = null;
    session.status = 'signed-out';
    return;
  }
  void client().then(sync);
}

function onVisible(): void {
  if (document.visibilityState !== 'visible' || !watched) return;
  void watched.then((pb) => {
    if (pb.authStore.token && refreshIsDue(pb.authStore.token)) return refresh(pb);
  });
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
  if (!hasStoredAuth()) return;
  session.status = 'loading';
  void client().then(refresh);
}

/** Signs a user in; rejects with the SDK's error (its `message` is the server's). */
export async function signIn(email: string, password: string): Promise<SessionUser | null> {
  const pb = await client();
  const { record } = await pb.collection('users').authWithPassword(email, password);
  sync(pb);
  return toSessionUser(record);
}

/** Ends the session here and, through localStorage, in every other tab. */
export async function signOut(): Promise<void> {
  const pb = await client();
  pb.authStore.clear();
  sync(pb);
}

/** The session's token for raw `fetch` calls that need `Authorization`, or null when signed out. */
export async function authToken(): Promise<string | null> {
  if (!watched && !hasStoredAuth()) return null;
  const pb = await client();
  return pb.authStore.isValid ? pb.authStore.token : null;
}
