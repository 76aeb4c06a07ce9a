import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, type Api } from '../support/api';
import { linkIn, waitForKeptMail } from '../support/kept-mail';
import { testClock, testClockHooks, type TestClock } from '../support/test-clock';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let client: Api;
let superuser = '';
let clock: TestClock;
/** Where each test stopped the server's clock: a delay lasts until the test moves it on. */
let start = 0;

beforeAll(async () => {
  server = await startTestServer({
    env: {
      TRUSTED_PROXY_HEADERS: 'X-Forwarded-For',
      SIGN_IN_FREE_FAILURES: '3',
      SIGN_IN_ACCOUNT_FREE_FAILURES: '5',
      SIGN_IN_DELAY_BASE_SECONDS: '1',
    },
    extraHooks: testClockHooks,
  });
  client = api(server.url);
  superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
  clock = await testClock(server);
});
beforeEach(async () => {
  start = Date.now();
  await clock.set(start);
});
afterAll(async () => {
  await server?.stop();
});

const PASSWORD = 'the-right-password-1';

async function newMember(): Promise<string> {
  const email = `owner-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const created = await client.post(
    '/api/collections/users/records',
    { email, password: PASSWORD, passwordConfirm: PASSWORD, verified: true, full_name: 'Owner' },
    superuser,
  );
  expect(created.status).toBe(200);
  return email;
}

async function signIn(email: string, password: string, ip: string) {
  const response = await fetch(`${server.url}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify({ identity: email, password }),
  });
  const body = (await response.json()) as { message: string };
  return {
    status: response.status,
    message: body.message,
    retryAfter: Number(response.headers.get('Retry-After')),
  };
}

describe('password guessing, slowed per account', () => {
  it('makes one address wait longer after each failure past the free ones, while the owner elsewhere signs in', async () => {
    const email = await newMember();
    const guesser = '203.0.113.50';
    for (let n = 0; n < 3; n += 1) expect((await signIn(email, `guess-${n}`, guesser)).status).toBe(400);

    const slowed = await signIn(email, 'guess-3', guesser);
    expect(slowed.status).toBe(429);
    expect(slowed.message).toMatch(/reset your password/);
    expect(slowed.retryAfter).toBe(1);
    // Even the right password waits: the wait is about the address, not the guess.
    expect((await signIn(email, PASSWORD, guesser)).status).toBe(429);

    // The owner, elsewhere, is not slowed by the guesses.
    expect((await signIn(email, PASSWORD, '198.51.100.8')).status).toBe(200);

    // After the wait one more guess is heard, and the next wait is twice as long.
    await clock.set(start + slowed.retryAfter * 1000);
    expect((await signIn(email, 'guess-4', guesser)).status).toBe(400);
    const longer = await signIn(email, 'guess-5', guesser);
    expect(longer.status).toBe(429);
    expect(longer.retryAfter).toBe(2);
  });

  it('slows guesses spread over many addresses, but not an address the owner signed in from', async () => {
    const email = await newMember();
    const owner = '198.51.100.9';
    expect((await signIn(email, PASSWORD, owner)).status).toBe(200);

    for (let n = 0; n < 5; n += 1)
      expect((await signIn(email, `guess-${n}`, `203.0.113.${60 + n}`)).status).toBe(400);
    const fresh = await signIn(email, 'guess-5', '203.0.113.70');
    expect(fresh.status).toBe(429);
    expect(fresh.retryAfter).toBeGreaterThanOrEqual(1);

    expect((await signIn(email, PASSWORD, owner)).status).toBe(200);
  });

  it('forgets the failures once the owner resets the password by the mailed link', async () => {
    const email = await newMember();
    for (let n = 0; n < 5; n += 1)
      expect((await signIn(email, `guess-${n}`, `203.0.113.${80 + n}`)).status).toBe(400);
    const newAddress = '192.0.2.77';
    expect((await signIn(email, PASSWORD, newAddress)).status).toBe(429);

    // The reset mail is never held back.
    const requested = await client.request('POST', '/api/collections/users/request-password-reset', {
      body: { email },
      headers: { 'X-Forwarded-For': newAddress },
    });
    expect(requested.status).toBe(204);
    const mail = await waitForKeptMail(server.dataDir, {
      to: email,
      subject: /Reset your Clear North password/,
    });
    const token = linkIn(mail, '/auth/reset-password').searchParams.get('token')!;
    const reset = await client.request('POST', '/api/collections/users/confirm-password-reset', {
      body: { token, password: 'a-new-password-2', passwordConfirm: 'a-new-password-2' },
      headers: { 'X-Forwarded-For': newAddress },
    });
    expect(reset.status).toBe(204);

    expect((await signIn(email, 'a-new-password-2', newAddress)).status).toBe(200);
  });
});
