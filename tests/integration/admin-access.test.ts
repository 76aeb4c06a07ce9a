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

let members = 0;

/** A verified member account, made by a superuser from a listed address. */
async function newMember(): Promise<{ id: string; email: string; password: string }> {
  members += 1;
  const email = `member-${members}-${Date.now()}@example.com`;
  const password = `a-members-password-${members}`;
  const superuser = (await superuserSignIn('192.0.2.10')).body.token!;
  const created = await client.request<{ id: string }>('POST', '/api/collections/users/records', {
    body: { email, password, passwordConfirm: password, verified: true },
    token: superuser,
    headers: from('192.0.2.10'),
  });
  if (created.status !== 200) throw new Error(`Could not create a member: ${JSON.stringify(created.body)}`);
  return { id: created.body.id, email, password };
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
    const member = await newMember();
    const signedIn = await client.request('POST', '/api/collections/users/auth-with-password', {
      body: { identity: member.email, password: member.password },
      headers: from('198.51.100.7'),
    });
    expect(signedIn.status).toBe(200);
  });
});

// The site's admin account (a users record whose role is admin) reads every
// enquiry and subscriber: the list holds it as it holds superusers, unless
// ADMIN_ACCOUNT_FROM_ALLOWED_IPS is false. From elsewhere its sign-in is
// refused as a wrong password is, so the answer tells neither that the
// password was right nor that the address is the admin's.
describe('ADMIN_ALLOWED_IPS and the admin account', () => {
  const signIn = (identity: string, password: string, ip: string) =>
    client.request<{ token?: string; message?: string }>(
      'POST',
      '/api/collections/users/auth-with-password',
      {
        body: { identity, password },
        headers: from(ip),
      },
    );

  it('lets the admin account sign in from a listed address', async () => {
    const inside = await signIn(server.admin.email, server.admin.password, '192.0.2.20');
    expect(inside.status).toBe(200);
    expect(inside.body.token).toEqual(expect.any(String));
  });

  it('refuses its right password from elsewhere exactly as a wrong one, and as a stranger’s wrong one', async () => {
    const right = await signIn(server.admin.email, server.admin.password, '198.51.100.20');
    const wrong = await signIn(server.admin.email, 'not-the-password', '198.51.100.21');
    const stranger = await signIn('nobody-here@example.com', 'not-the-password', '198.51.100.22');
    expect(right).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'Failed to authenticate.' }),
    });
    expect(right.body.token).toBeUndefined();
    expect(right).toEqual(wrong);
    expect(right).toEqual(stranger);
  });

  it('answers 403 to its token used from elsewhere, and leaves members to sign in from anywhere', async () => {
    const token = (await signIn(server.admin.email, server.admin.password, '192.0.2.21')).body.token!;
    const listed = (ip: string) =>
      client.request<{ message?: string }>('GET', '/api/collections/enquiries/records', {
        token,
        headers: from(ip),
      });
    expect((await listed('192.0.2.21')).status).toBe(200);
    const outside = await listed('198.51.100.23');
    expect(outside.status).toBe(403);
    expect(outside.body.message).toMatch(/admin area/);
    const refreshed = await client.request('POST', '/api/collections/users/auth-refresh', {
      token,
      headers: from('198.51.100.23'),
    });
    expect(refreshed.status).toBe(403);

    const member = await newMember();
    const memberSignIn = await signIn(member.email, member.password, '198.51.100.24');
    expect(memberSignIn.status).toBe(200);
    const memberRead = await client.request('GET', `/api/collections/users/records/${member.id}`, {
      token: memberSignIn.body.token!,
      headers: from('198.51.100.24'),
    });
    expect(memberRead.status).toBe(200);
  });
});

describe('ADMIN_ACCOUNT_FROM_ALLOWED_IPS=false', () => {
  let open: TestServer;
  beforeAll(async () => {
    open = await startTestServer({
      env: {
        TRUSTED_PROXY_HEADERS: 'X-Forwarded-For',
        ADMIN_ALLOWED_IPS: '192.0.2.0/24',
        ADMIN_ACCOUNT_FROM_ALLOWED_IPS: 'false',
      },
    });
  });
  afterAll(async () => {
    await open?.stop();
  });

  it('lets the admin account sign in and read from anywhere, and still keeps superusers to the list', async () => {
    const client = api(open.url);
    const signedIn = await client.request<{ token?: string }>(
      'POST',
      '/api/collections/users/auth-with-password',
      {
        body: { identity: open.admin.email, password: open.admin.password },
        headers: from('198.51.100.30'),
      },
    );
    expect(signedIn.status).toBe(200);
    const listed = await client.request('GET', '/api/collections/enquiries/records', {
      token: signedIn.body.token!,
      headers: from('198.51.100.30'),
    });
    expect(listed.status).toBe(200);
    const superuser = await client.request('POST', '/api/collections/_superusers/auth-with-password', {
      body: { identity: open.admin.email, password: open.admin.password },
      headers: from('198.51.100.30'),
    });
    expect(superuser.status).toBe(403);
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
