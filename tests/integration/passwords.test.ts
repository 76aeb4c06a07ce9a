import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api } from '../support/api';
import { adminPasswordOutcome } from '../../src/tools/admin-password-line';
import { linkIn, waitForKeptMail } from '../support/kept-mail';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let client: Api;
let superuser: string;
let visitor = 0;

interface Refusal {
  message: string;
  data: { password?: { code: string; message: string } };
}

const GOOD = 'kittiwakes nest on the tyne';
const newAddress = () => `weak-check-${randomBytes(4).toString('hex')}@example.com`;
const localPart = (email: string) => email.slice(0, email.indexOf('@'));

/** Each request a visitor of its own, so the per-visitor limits never answer instead of the rule. */
function as<T = Refusal>(method: string, path: string, body: unknown, token?: string) {
  visitor += 1;
  const ip = `203.0.${Math.floor(visitor / 250)}.${visitor % 250}`;
  return client.request<T>(method, path, {
    body,
    headers: { 'X-Forwarded-For': ip },
    ...(token ? { token } : {}),
  });
}

/** A sign-in's token, or undefined when it is refused. */
async function signIn(email: string, password: string): Promise<string | undefined> {
  const answer = await as<{ token?: string }>('POST', '/api/collections/users/auth-with-password', {
    identity: email,
    password,
  });
  return answer.body.token;
}

/** Each weak kind, as the password for the account of an address, and the reason the server gives. */
const WEAK: Array<[string, (email: string) => string, string]> = [
  ['password', () => 'password', 'Use at least 10 characters.'],
  ['12345678', () => '12345678', 'Use at least 10 characters.'],
  ['aaaaaaaa', () => 'aaaaaaaa', 'Use at least 10 characters.'],
  ['nine accented letters', () => 'ééééééééé', 'Use at least 10 characters.'],
  ['eight spaces', () => ' '.repeat(8), "A password can't be only spaces."],
  ['twelve spaces', () => ' '.repeat(12), "A password can't be only spaces."],
  ['a common password', () => 'qwertyuiop', 'That password is too common. Choose another.'],
  ['a common password in capitals', () => 'Password123', 'That password is too common. Choose another.'],
  ['the email address', (email) => email, "Don't use your email address as your password."],
  [
    'its local part in capitals',
    (email) => localPart(email).toUpperCase(),
    "Don't use your email address as your password.",
  ],
];

/** A verified member, created as the dashboard would, with a good password. */
async function member(password = 'first-good-password-1') {
  const email = newAddress();
  const created = await client.post<{ id: string }>(
    '/api/collections/users/records',
    { email, password, passwordConfirm: password, verified: true, full_name: 'Weak Check' },
    superuser,
  );
  expect(created.status).toBe(200);
  return { id: created.body.id, email, password, token: (await signIn(email, password))! };
}

function expectRefused(answer: { status: number; body: Refusal }, message: string) {
  expect(answer.status).toBe(400);
  expect(answer.body.data).toEqual({ password: { code: expect.stringMatching(/^validation_/), message } });
}

beforeAll(async () => {
  server = await startTestServer({ env: { TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' } });
  client = api(server.url);
  superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
});

afterAll(async () => {
  await server?.stop();
});

describe('a users password is at least 10 characters for every save', () => {
  it('the collection’s own minimum is 10', async () => {
    const users = await client.get<{ fields: Array<{ name: string; min?: number }> }>(
      '/api/collections/users',
      superuser,
    );
    expect(users.body.fields.find((field) => field.name === 'password')?.min).toBe(10);
  });
});

describe('sign-up', () => {
  const email = newAddress();
  const signUp = (password: string, address = email) =>
    as('POST', '/api/collections/users/records', {
      email: address,
      password,
      passwordConfirm: password,
      full_name: 'Weak Check',
    });

  it.each(WEAK)('refuses %s, saying why', async (_label, passwordFor, message) => {
    expectRefused(await signUp(passwordFor(email)), message);
  });

  it('accepts a good password', async () => {
    expect((await signUp(GOOD)).status).toBe(200);
  });

  it('refuses a common password alike for a registered address and a new one', async () => {
    const known = await member();
    const taken = await signUp('qwertyuiop', known.email);
    const fresh = await signUp('qwertyuiop', newAddress());
    expectRefused(taken, 'That password is too common. Choose another.');
    expect(taken).toEqual(fresh);
  });
});

describe('password change', () => {
  let account: Awaited<ReturnType<typeof member>>;
  beforeAll(async () => {
    account = await member();
  });
  const change = (password: string) =>
    as(
      'PATCH',
      `/api/collections/users/records/${account.id}`,
      { oldPassword: account.password, password, passwordConfirm: password },
      account.token,
    );

  it.each(WEAK)(
    'refuses %s, saying why, and the old password still signs in',
    async (_label, passwordFor, message) => {
      expectRefused(await change(passwordFor(account.email)), message);
      expect(await signIn(account.email, account.password)).toEqual(expect.any(String));
    },
  );

  it('refuses a weak password set from the dashboard too', async () => {
    const answer = await as(
      'PATCH',
      `/api/collections/users/records/${account.id}`,
      { password: 'qwertyuiop', passwordConfirm: 'qwertyuiop' },
      superuser,
    );
    expectRefused(answer, 'That password is too common. Choose another.');
  });

  it('accepts a good password, which then signs in', async () => {
    expect((await change(GOOD)).status).toBe(200);
    expect(await signIn(account.email, GOOD)).toEqual(expect.any(String));
  });
});

describe('password reset', () => {
  let account: Awaited<ReturnType<typeof member>>;
  let token = '';
  beforeAll(async () => {
    account = await member();
    expect(
      (await as('POST', '/api/collections/users/request-password-reset', { email: account.email })).status,
    ).toBe(204);
    const mail = await waitForKeptMail(server.dataDir, { to: account.email, subject: /Reset your/ });
    token = linkIn(mail, '/auth/reset-password').searchParams.get('token')!;
  });
  const confirm = (password: string) =>
    as('POST', '/api/collections/users/confirm-password-reset', {
      token,
      password,
      passwordConfirm: password,
    });

  it.each(WEAK)('refuses %s, saying why, and the link still works', async (_label, passwordFor, message) => {
    expectRefused(await confirm(passwordFor(account.email)), message);
  });

  it('still refuses a bad link in PocketBase’s own words', async () => {
    const answer = await as<Refusal & { data: { token?: { code: string } } }>(
      'POST',
      '/api/collections/users/confirm-password-reset',
      { token: 'not-a-token', password: GOOD, passwordConfirm: GOOD },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.data.token?.code).toBe('validation_invalid_token');
  });

  it('accepts a good password, which then signs in', async () => {
    expect((await confirm(GOOD)).status).toBe(204);
    expect(await signIn(account.email, GOOD)).toEqual(expect.any(String));
  });
});

describe('the admin seeded from the environment', () => {
  it('is not given a weak ADMIN_PASSWORD, and the start says so', async () => {
    const weak = await startTestServer({
      admin: { email: 'weak.admin@example.com', password: 'Qwertyuiop' },
    });
    try {
      expect(await adminPasswordOutcome(weak.dataDir)).toBe('refused');
      const signIn = (collection: string) =>
        api(weak.url).post(`/api/collections/${collection}/auth-with-password`, {
          identity: weak.admin.email,
          password: weak.admin.password,
        });
      expect((await signIn('users')).status).toBe(400);
      expect((await signIn('_superusers')).status).toBe(400);
    } finally {
      await weak.stop();
    }
  });
});
