import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REQUEST_LIMITS as requestLimits } from '@/definitions/request-limits';
import { adminPasswordOutcome } from '../../src/tools/admin-password-line';
import { api } from '../support/api';
import { keptMailFiles } from '../support/kept-mail';
import { startTestServer, type TestServer } from '../support/test-server';

const running: TestServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
});

async function start(...args: Parameters<typeof startTestServer>) {
  const server = await startTestServer(...args);
  running.push(server);
  return server;
}

/**
 * A fresh data folder started once, for the tests that only read what its
 * first start made or add an account of their own: each start costs the
 * server half a CPU-second.
 */
let freshServer: Promise<TestServer> | undefined;
const fresh = () => (freshServer ??= start({ env: { TRUSTED_PROXY_HEADERS: 'X-Forwarded-For, X-Real-IP' } }));

interface Settings {
  meta: { appName: string; appURL: string; senderAddress: string };
  batch: { enabled: boolean; maxRequests: number };
  rateLimits: { enabled: boolean; rules: Array<{ label: string; maxRequests: number; duration: number }> };
  smtp: { enabled: boolean; host: string; port: number };
  trustedProxy: { headers: string[] };
}

describe('a fresh data folder is fully configured from code', () => {
  it('applies app name and URL, batch API, rate limits and trusted proxy headers', async () => {
    const server = await fresh();
    const client = api(server.url);
    const token = await client.signIn('_superusers', server.admin.email, server.admin.password);
    const { body: settings } = await client.get<Settings>('/api/settings', token);

    expect(settings.meta.appName).toBe('Clear North');
    expect(settings.meta.appURL).toBe(server.url);
    expect(settings.meta.senderAddress).toBe('hello@clearnorth.co.uk');
    expect(settings.batch.enabled).toBe(true);
    expect(settings.rateLimits.enabled).toBe(true);
    expect(settings.rateLimits.rules.map((rule) => rule.label)).toEqual(
      expect.arrayContaining(['*:auth', '*:create', 'enquiries:create', '/api/batch', '/api/']),
    );
    expect(settings.trustedProxy.headers).toEqual(['X-Forwarded-For', 'X-Real-IP']);
    expect(settings.smtp.enabled).toBe(false);
  });

  it('puts back the limits the browser was built with at every start', async () => {
    const first = await start();
    const client = api(first.url);
    const token = await client.signIn('_superusers', first.admin.email, first.admin.password);
    const changed = await client.patch(
      '/api/settings',
      {
        batch: { maxRequests: 7 },
        rateLimits: { rules: [{ label: 'enquiries:create', audience: '', duration: 3, maxRequests: 1 }] },
      },
      token,
    );
    expect(changed.status).toBe(200);
    await first.stop({ keepData: true });

    const second = await start({ dataDir: first.dataDir });
    const secondClient = api(second.url);
    const secondToken = await secondClient.signIn('_superusers', second.admin.email, second.admin.password);
    const { body: settings } = await secondClient.get<Settings>('/api/settings', secondToken);
    expect(settings.batch.maxRequests).toBe(requestLimits.batch.maxRequests);
    expect(settings.rateLimits.rules).toEqual(
      requestLimits.rateLimits.map((rule) => expect.objectContaining(rule)),
    );
  });

  it('takes SMTP settings from the environment', async () => {
    const server = await start({ env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: '2525' } });
    const client = api(server.url);
    const token = await client.signIn('_superusers', server.admin.email, server.admin.password);
    const { body: settings } = await client.get<Settings>('/api/settings', token);
    expect(settings.smtp).toMatchObject({ enabled: true, host: '127.0.0.1', port: 2525 });
  });

  it('keeps mail in the data folder when no SMTP server is configured', async () => {
    const server = await fresh();
    const client = api(server.url);
    const password = 'correct-horse-9';
    // The sign-up itself sends the verification mail.
    const response = await client.post('/api/collections/users/records', {
      email: 'new.reader@example.com',
      password,
      passwordConfirm: password,
    });
    expect(response.status).toBe(200);

    const folder = join(server.dataDir, 'mail');
    // The mail queue writes it at its next tick.
    await expect.poll(async () => (await keptMailFiles(server.dataDir)).length, { timeout: 10_000 }).toBe(1);
    const [file] = await keptMailFiles(server.dataDir);
    // It holds a live token: readable by the server's user only.
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    expect((await stat(join(folder, file!))).mode & 0o777).toBe(0o600);
    const mail = JSON.parse(await readFile(join(folder, file!), 'utf8')) as {
      to: string[];
      subject: string;
      html: string;
    };
    expect(mail.to.join()).toContain('new.reader@example.com');
    expect(mail.subject).toBe('Confirm your Clear North account');
    // The link returns to the site, not to PocketBase's dashboard.
    expect(mail.html).toMatch(new RegExp(`${server.url}/\\?verify=[\\w.-]+`));
  });
});

describe('the admin account comes from the environment', () => {
  it('signs in to the site as an admin and to the dashboard as a superuser', async () => {
    const server = await fresh();
    const client = api(server.url);
    const user = await client.post<{ record: { role: string; verified: boolean } }>(
      '/api/collections/users/auth-with-password',
      { identity: server.admin.email, password: server.admin.password },
    );
    expect(user.body.record).toMatchObject({ role: 'admin', verified: true });
    await expect(client.signIn('_superusers', server.admin.email, server.admin.password)).resolves.toEqual(
      expect.any(String),
    );
  });

  it('a password the admin set since stands at a restart with the same environment, until that changes', async () => {
    const first = await start();
    const client = api(first.url);
    const signedIn = await client.post<{ token: string; record: { id: string } }>(
      '/api/collections/users/auth-with-password',
      { identity: first.admin.email, password: first.admin.password },
    );
    const reset = 'set-by-the-admin-77';
    const changed = await client.patch(
      `/api/collections/users/records/${signedIn.body.record.id}`,
      { oldPassword: first.admin.password, password: reset, passwordConfirm: reset },
      signedIn.body.token,
    );
    expect(changed.status).toBe(200);
    await first.stop({ keepData: true });

    const again = await start({ dataDir: first.dataDir, admin: first.admin });
    const againClient = api(again.url);
    await expect(againClient.signIn('users', first.admin.email, reset)).resolves.toEqual(expect.any(String));
    await expect(againClient.signIn('users', first.admin.email, first.admin.password)).rejects.toThrow();
    expect(await adminPasswordOutcome(first.dataDir)).toBe('kept');
    await again.stop({ keepData: true });

    const rotated = { email: first.admin.email, password: 'rotated-after-reset-9' };
    const third = await start({ dataDir: first.dataDir, admin: rotated });
    await expect(api(third.url).signIn('users', rotated.email, rotated.password)).resolves.toEqual(
      expect.any(String),
    );
    await expect(api(third.url).signIn('users', rotated.email, reset)).rejects.toThrow();
    expect(await adminPasswordOutcome(first.dataDir)).toBe('applied');
    // Nothing in the data folder holds the password itself.
    expect(await readFile(join(first.dataDir, 'admin-password.json'), 'utf8')).not.toContain(
      rotated.password,
    );
  });

  it('a restart with a changed environment updates the password and adds a new admin, once', async () => {
    const first = await start();
    await first.stop({ keepData: true });

    const rotated = { email: first.admin.email, password: 'rotated-password-42' };
    const second = await start({ dataDir: first.dataDir, admin: rotated });
    const client = api(second.url);
    await expect(client.signIn('users', rotated.email, rotated.password)).resolves.toEqual(
      expect.any(String),
    );
    await expect(client.signIn('users', rotated.email, first.admin.password)).rejects.toThrow();
    await second.stop({ keepData: true });

    const newcomer = { email: 'second.admin@example.com', password: 'another-password-7' };
    const third = await start({ dataDir: first.dataDir, admin: newcomer });
    const thirdClient = api(third.url);
    const token = await thirdClient.signIn('_superusers', newcomer.email, newcomer.password);
    const admins = await thirdClient.get<{ items: Array<{ email: string }> }>(
      `/api/collections/users/records?filter=${encodeURIComponent('role="admin"')}`,
      token,
    );
    expect(admins.body.items.map((item) => item.email).sort()).toEqual(
      [first.admin.email, newcomer.email].sort(),
    );
  });
});
