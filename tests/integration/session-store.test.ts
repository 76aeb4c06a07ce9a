import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, createMember, type Api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';

// The store runs as in a browser tab: its own window, localStorage and
// `storage` events (which a browser fires only in the other tabs).
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const AUTH_KEY = 'pocketbase_auth';
let server: TestServer;
let client: Api;
let member: { email: string; password: string };

async function openTab() {
  vi.resetModules();
  const target = new EventTarget();
  const storage = new MemoryStorage();
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('location', new URL(server.url));
  vi.stubGlobal('addEventListener', target.addEventListener.bind(target));
  vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target));
  const sdk = await import('@/lib/pocketbase/sdk');
  const loads = vi.spyOn(sdk, 'loadPocketBase');
  const store = await import('@/lib/session/session-store');
  return {
    store,
    storage,
    loads,
    /** What the browser does when another tab changes the session. */
    otherTabWrites(value: string | null) {
      if (value === null) storage.removeItem(AUTH_KEY);
      else storage.setItem(AUTH_KEY, value);
      target.dispatchEvent(Object.assign(new Event('storage'), { key: AUTH_KEY, newValue: value }));
    },
  };
}

async function storedSession(email: string, password: string): Promise<string> {
  const response = await client.post<{ token: string; record: unknown }>(
    '/api/collections/users/auth-with-password',
    { identity: email, password },
  );
  return JSON.stringify({ token: response.body.token, record: response.body.record });
}

function settled(store: { session: { status: string } }) {
  return vi.waitFor(() => expect(store.session.status).not.toBe('loading'), {
    // Loading the SDK and asking the server: slow on a busy machine.
    timeout: 10_000,
  });
}

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
  const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
  const password = 'member-password-1';
  const email = `tab-${Date.now()}@example.com`;
  await client.post(
    '/api/collections/users/records',
    { email, password, passwordConfirm: password, verified: true, full_name: 'Tab Member' },
    superuser,
  );
  member = { email, password };
  await createMember(client, superuser);
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await server?.stop();
});

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('session store', () => {
  it('a visitor with no stored session never loads the SDK', async () => {
    const tab = await openTab();
    tab.store.restoreSession();
    expect(tab.store.session.status).toBe('signed-out');
    expect(await tab.store.authToken()).toBeNull();
    expect(tab.loads).not.toHaveBeenCalled();
  });

  it('restores a stored admin session, refreshed from the server', async () => {
    const tab = await openTab();
    const stored = JSON.parse(await storedSession(server.admin.email, server.admin.password));
    // A stale copy of the record: the refresh must replace it with the server's.
    stored.record = { ...stored.record, role: 'member', full_name: 'Stale name' };
    tab.storage.setItem(AUTH_KEY, JSON.stringify(stored));
    tab.store.restoreSession();
    expect(tab.store.session.status).toBe('loading');
    await settled(tab.store);
    expect(tab.store.session.status).toBe('admin');
    expect(tab.store.session.user).toMatchObject({ email: server.admin.email, fullName: 'Site admin' });
    const token = await tab.store.authToken();
    const me = await client.get(`/api/collections/users/records/${tab.store.session.user!.id}`, token!);
    expect(me.status).toBe(200);
  });

  it('a stored token the server refuses ends in signed-out and is forgotten', async () => {
    const tab = await openTab();
    const stored = JSON.parse(await storedSession(member.email, member.password));
    tab.storage.setItem(AUTH_KEY, JSON.stringify({ ...stored, token: `${stored.token.slice(0, -4)}xxxx` }));
    tab.store.restoreSession();
    await settled(tab.store);
    expect(tab.store.session.status).toBe('signed-out');
    expect(tab.storage.getItem(AUTH_KEY)).toBeNull();
  });

  it('signs a member in and out', async () => {
    const tab = await openTab();
    tab.store.restoreSession();
    const user = await tab.store.signIn(member.email, member.password);
    expect(user).toMatchObject({ email: member.email, fullName: 'Tab Member', role: 'member' });
    expect(tab.store.session.status).toBe('member');
    expect(tab.storage.getItem(AUTH_KEY)).toContain(member.email);
    await tab.store.signOut();
    expect(tab.store.session.status).toBe('signed-out');
    expect(tab.storage.getItem(AUTH_KEY)).toBeNull();
  });

  it('a wrong password rejects with the server message and leaves the tab signed out', async () => {
    const tab = await openTab();
    tab.store.restoreSession();
    await expect(tab.store.signIn(member.email, 'wrong-password')).rejects.toMatchObject({
      status: 400,
      message: 'Failed to authenticate.',
    });
    expect(tab.store.session.status).toBe('signed-out');
  });

  it('follows sign-in and sign-out in another tab', async () => {
    const tab = await openTab();
    tab.store.restoreSession();
    tab.otherTabWrites(await storedSession(server.admin.email, server.admin.password));
    await vi.waitFor(() => expect(tab.store.session.status).toBe('admin'), { timeout: 10_000 });
    tab.otherTabWrites(null);
    await vi.waitFor(() => expect(tab.store.session.status).toBe('signed-out'), { timeout: 10_000 });
    expect(await tab.store.authToken()).toBeNull();
  });

  it('a sign-out elsewhere reaches a tab that has not loaded the SDK', async () => {
    const tab = await openTab();
    tab.store.restoreSession();
    tab.otherTabWrites(null);
    expect(tab.store.session.status).toBe('signed-out');
    expect(tab.loads).not.toHaveBeenCalled();
  });
});
