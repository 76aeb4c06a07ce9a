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
