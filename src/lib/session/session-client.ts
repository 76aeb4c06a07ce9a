import type PocketBase from 'pocketbase';
import { loadPocketBase } from '@/lib/pocketbase/sdk';
import { writeStored } from '@/lib/safe-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { session, storedAuthPresent } from './session-state';
import { statusOf, toSessionUser, type SessionUser } from './session-user';
import { refreshIsDue } from './token-refresh';

// The session's work with the SDK, loaded only once a session exists or is
// asked for (see session-store.ts), so a visitor's first load carries none of it.

let watched: Promise<PocketBase> | undefined;

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

export async function restore(): Promise<void> {
  session.status = 'loading';
  await refresh(await client());
}

/** Another tab changed the stored session; the SDK has read it already once loaded. */
export async function follow(): Promise<void> {
  sync(await client());
}

export async function refreshIfDue(): Promise<void> {
  if (!watched) return;
  const pb = await watched;
  if (pb.authStore.token && refreshIsDue(pb.authStore.token)) await refresh(pb);
}

export async function signIn(email: string, password: string): Promise<SessionUser | null> {
  const pb = await client();
  const { record } = await pb.collection('users').authWithPassword(email, password);
  sync(pb);
  return toSessionUser(record);
}

export async function signOut(): Promise<void> {
  const pb = await client();
  // What the admin kept to read offline leaves the device with the session.
  writeStored(STORAGE_KEYS.adminKeptInbox, null);
  pb.authStore.clear();
  sync(pb);
}

export async function authToken(): Promise<string | null> {
  if (!watched && !storedAuthPresent()) return null;
  const pb = await client();
  return pb.authStore.isValid ? pb.authStore.token : null;
}
