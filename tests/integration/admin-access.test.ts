import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let client: Api;
beforeAll(async () => {
  server = await startTestServer({
    env: { TRUSTED_PROXY_HEADERS: 'X-Forwarded-For', ADMIN_ALLOWED_IPS: '192.0.2.0/24, 2001:db8::/32' },
  });
  client = api(server.url);
});
afterAll(async () => {
  await server?.stop();
});

const from = (ip: string) => ({ 'X-Forwarded-For': ip });

function superuserSignIn(ip: string) {
  return client.request<{ token?: string; message?: string }>(
    'POST',
    '/api/collections/_superusers/auth-with-password',
    { body: { identity: server.admin.email, password: server.admin.password }, headers: from(ip) },
  );
}

describe('ADMIN_ALLOWED_IPS', () => {
  it.each(['192.0.2.10', '2001:db8::5', '::ffff:192.0.2.200'])(
    'lets %s open the dashboard and sign in as a superuser',
    async (ip) => {
      expect((await client.request('GET', '/_/', { headers: from(ip) })).status).toBe(200);
      const signedIn = await superuserSignIn(ip);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.token).toEqual(expect.any(String));
    },
  );

  it.each(['198.51.100.7', '2001:db9::1', '192.0.3.1'])(
    'answers 403 with a message to %s on the dashboard and superuser sign-in',
    async (ip) => {
      const dashboard = await client.request<{ message: string }>('GET', '/_/', { headers: from(ip) });
      expect(dashboard.status).toBe(403);
      expect(dashboard.body.message).toMatch(/dashboard/);
      expect((await superuserSignIn(ip)).status).toBe(403);
    },
  );

  it('refuses every superuser route from elsewhere, however the collection is named', async () => {
    const token = (await superuserSignIn('192.0.2.10')).body.token!;
    const collection = await client.request<{ id: string }>('GET', '/api/collections/_superusers', {
      token,
      headers: from('192.0.2.10'),
    });
    expect(collection.status).toBe(200);
    const names = ['_superusers', '_SUPERUSERS', '_Superusers', collection.body.id];
    const routes: Array<[string, string, Record<string, unknown> | undefined]> = [
      ['POST', 'auth-with-password', { identity: server.admin.email, password: server.admin.password }],
      ['POST', 'request-password-reset', { email: server.admin.email }],
      ['GET', 'auth-methods', undefined],
      ['POST', 'request-otp', { email: server.admin.email }],
    ];
    for (const name of names) {
      for (const [method, route, body] of routes) {
        const path = `/api/collections/${name}/${route}`;
        const outside = await client.request<{ token?: string }>(method, path, {
          ...(body ? { body } : {}),
          headers: from('198.51.100.7'),
        });
        expect({ path, status: outside.status }).toEqual({ path, status: 403 });
        expect(outside.body.token).toBeUndefined();
      }
    }
    // Named so from an allowed address, it is the sign-in it always was.
    const inside = await client.request<{ token?: string }>(
      'POST',
      `/api/collections/${collection.body.id}/auth-with-password`,
      {
        body: { identity: server.admin.email, password: server.admin.password },
        headers: from('192.0.2.11'),
      },
    );
    expect(inside.status).toBe(200);
  });

  it('slows guesses at a superuser password as it does at an account', async () => {
    const guess = () =>
      client.request<{ message: string }>('POST', '/api/collections/_superusers/auth-with-password', {
        body: { identity: server.admin.email, password: 'not-the-password' },
        headers: from('192.0.2.99'),
      });
    const answers: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) answers.push((await guess()).status);
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.slice(5)).toContain(429);
    // The admin's users account of the same address is counted apart.
    const member = await client.request('POST', '/api/collections/users/auth-with-password', {
      body: { identity: server.admin.email, password: server.admin.password },
      headers: from('192.0.2.99'),
    });
    expect(member.status).toBe(200);
  });

  it("refuses a superuser's token used from elsewhere, and leaves the site and the API to everyone", async () => {
    const token = (await superuserSignIn('192.0.2.10')).body.token!;
    const listed = (ip: string) =>
      client.request('GET', '/api/collections/enquiries/records', { token, headers: from(ip) });
    expect((await listed('192.0.2.10')).status).toBe(200);
    expect((await listed('198.51.100.7')).status).toBe(403);

    expect((await client.request('GET', '/api/health', { headers: from('198.51.100.7') })).status).toBe(200);
    const member = await client.request('POST', '/api/collections/users/auth-with-password', {
      body: { identity: server.admin.email, password: server.admin.password },
      headers: from('198.51.100.7'),
    });
    expect(member.status).toBe(200);
  });
});

describe('ADMIN_ALLOWED_IPS with a range that cannot be read', () => {
  let typo: TestServer;
  beforeAll(async () => {
    // An IPv6 range ending in an impossible IPv4 part, as a slip of the keyboard writes it.
    typo = await startTestServer({
      env: { TRUSTED_PROXY_HEADERS: 'X-Forwarded-For', ADMIN_ALLOWED_IPS: '::ffff:192.0.2.999/0' },
    });
  });
  afterAll(async () => {
    await typo?.stop();
  });

  it.each(['2001:db8::5', '::ffff:192.0.2.10', '192.0.2.10'])('allows nobody, so %s gets 403', async (ip) => {
    const dashboard = await api(typo.url).request('GET', '/_/', { headers: from(ip) });
    expect(dashboard.status).toBe(403);
  });
});
