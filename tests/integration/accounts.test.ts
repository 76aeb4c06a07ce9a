import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, type Api } from '../support/api';
import { countKeptMails, linkIn, waitForKeptMail } from '../support/kept-mail';
import { testClock, testClockHooks, type TestClock } from '../support/test-clock';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let client: Api;
let clock: TestClock;
/** Each test is a visitor of its own, so the sign-up and sign-in rate limits count per test. */
let visitorIp = '';

const newAddress = () => `reader-${randomBytes(4).toString('hex')}@example.com`;
const PASSWORD = 'first-password-1';
/** The server's owner-mail pause, which a test moves the server's clock past. */
const OWNER_MAIL_PAUSE_SECONDS = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const keptMailsTo = (to: string, subject: RegExp) => countKeptMails(server.dataDir, { to, subject });

function post<T = Record<string, unknown>>(path: string, body: unknown) {
  return client.request<T>('POST', path, { body, headers: { 'X-Forwarded-For': visitorIp } });
}

function signUp(email: string, password = PASSWORD, fullName = 'Ann Reader') {
  return post('/api/collections/users/records', {
    email,
    password,
    passwordConfirm: password,
    full_name: fullName,
  });
}

function signIn(email: string, password: string) {
  return post('/api/collections/users/auth-with-password', {
    identity: email,
    password,
  });
}

async function verificationToken(email: string, skip: string[] = []) {
  const mail = await waitForKeptMail(server.dataDir, {
    to: email,
    subject: /Confirm your Clear North account/,
    skip,
  });
  const link = linkIn(mail, '/', 'verify');
  return { mail, token: link.searchParams.get('verify')! };
}

beforeAll(async () => {
  server = await startTestServer({
    env: {
      TRUSTED_PROXY_HEADERS: 'X-Forwarded-For',
      OWNER_MAIL_PAUSE_SECONDS: String(OWNER_MAIL_PAUSE_SECONDS),
    },
    extraHooks: testClockHooks,
  });
  client = api(server.url);
  clock = await testClock(server);
});

// Each test stops the server's clock: the owner-mail pause and the rate
// limits last until the test moves it on, however slow the machine.
beforeEach(async () => {
  visitorIp = `198.51.100.${randomBytes(1)[0]! % 250}`;
  await clock.set(Date.now());
});

afterAll(async () => {
  await server?.stop();
});

describe('sign-up and verification', () => {
  it('a sign-up gets a verification mail whose link, on the site, confirms the account once', async () => {
    const email = newAddress();
    expect((await signUp(email)).status).toBe(200);

    const { token } = await verificationToken(email);
    expect((await signIn(email, PASSWORD)).status).toBe(400);

    const confirmed = await post('/api/collections/users/confirm-verification', { token });
    expect(confirmed.status).toBe(204);
    const signedIn = await signIn(email, PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.record).toMatchObject({
      email,
      full_name: 'Ann Reader',
      role: 'member',
      verified: true,
    });

    const again = await post<{ data: { token: { code: string } } }>(
      '/api/collections/users/confirm-verification',
      { token },
    );
    expect(again.status).toBe(400);
    expect(again.body.data.token.code).toBe('validation_token_used');
  });

  it('a forged verification token is refused as invalid', async () => {
    const email = newAddress();
    await signUp(email);
    const { token } = await verificationToken(email);
    const forged = await post<{ data: { token: { code: string } } }>(
      '/api/collections/users/confirm-verification',
      { token: `${token.slice(0, -3)}abc` },
    );
    expect(forged.status).toBe(400);
    expect(forged.body.data.token.code).toBe('validation_invalid_token');
  });

  it('an unverified account answers a right and a wrong password alike', async () => {
    const email = newAddress();
    await signUp(email);
    const right = await signIn(email, PASSWORD);
    const wrong = await signIn(email, 'not-the-password');
    const nobody = await signIn(newAddress(), PASSWORD);
    expect(right).toEqual(wrong);
    expect(right).toEqual(nobody);
    expect(right).toEqual({
      status: 400,
      body: { data: {}, message: 'Failed to authenticate.', status: 400 },
    });
  });

  it('resending verification answers alike for any address, and mails only a real one', async () => {
    const email = newAddress();
    await signUp(email);
    const first = await verificationToken(email);
    const known = await post('/api/collections/users/request-verification', { email });
    const unknown = await post('/api/collections/users/request-verification', { email: newAddress() });
    expect(known).toEqual(unknown);
    const second = await verificationToken(email, [first.mail.file]);
    expect(second.mail.file).not.toBe(first.mail.file);
  });
});

describe('sign-up never tells whether an address is registered', () => {
  const shape = (body: Record<string, unknown>) => Object.keys(body).sort();

  it('a registered address answers like a new one, and its owner is told by mail', async () => {
    const known = newAddress();
    await signUp(known);
    const { token } = await verificationToken(known);
    await post('/api/collections/users/confirm-verification', { token });

    const fresh = await signUp(newAddress(), 'another-password-2', 'Someone Else');
    const taken = await signUp(known, 'another-password-2', 'Someone Else');
    expect(taken.status).toBe(fresh.status);
    expect(shape(taken.body)).toEqual(shape(fresh.body));
    expect(taken.body).toMatchObject({ full_name: 'Someone Else', role: 'member', verified: false });
    expect(taken.body).not.toHaveProperty('email');

    const notice = await waitForKeptMail(server.dataDir, {
      to: known,
      subject: /already have a Clear North account/,
    });
    expect(linkIn(notice, '/auth').origin).toBe(server.url);
    expect((await signIn(known, PASSWORD)).status).toBe(200);
    expect((await signIn(known, 'another-password-2')).status).toBe(400);
  });

  it('an unverified registered address gets a fresh verification link instead, once in the pause', async () => {
    const email = newAddress();
    await signUp(email);
    const first = await verificationToken(email);
    // Repeated at once, it mails nothing more: the link just sent still works.
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await signUp(email)).status).toBe(200);
    await clock.set(Date.now() + OWNER_MAIL_PAUSE_SECONDS * 1000);
    expect((await signUp(email)).status).toBe(200);
    const second = await verificationToken(email, [first.mail.file]);
    expect(await keptMailsTo(email, /Confirm your Clear North account/)).toBe(2);
    expect((await post('/api/collections/users/confirm-verification', { token: second.token })).status).toBe(
      204,
    );
  });

  it('a registered address is told of sign-ups with it once in the pause, however many there are', async () => {
    const known = newAddress();
    await signUp(known);
    const { token } = await verificationToken(known);
    await post('/api/collections/users/confirm-verification', { token });
    // From many addresses, as a flood would come: no per-IP limit stops it first.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      visitorIp = `203.0.113.${attempt + 1}`;
      expect((await signUp(known, 'another-password-2', 'Someone Else')).status).toBe(200);
    }
    await waitForKeptMail(server.dataDir, { to: known, subject: /already have a Clear North account/ });
    await sleep(1000);
    expect(await keptMailsTo(known, /already have a Clear North account/)).toBe(1);
  });

  it.each([
    ['a short password', { password: 'short', passwordConfirm: 'short' }],
    ['passwords that differ', { password: 'long-enough-1', passwordConfirm: 'long-enough-2' }],
    [
      'a long name',
      { password: 'long-enough-1', passwordConfirm: 'long-enough-1', full_name: 'x'.repeat(200) },
    ],
  ])('with %s, a registered and a new address get the same refusal', async (_label, fields) => {
    const known = newAddress();
    await signUp(known);
    const attempt = (email: string) =>
      post('/api/collections/users/records', { full_name: 'Ann', ...fields, email });
    const fresh = await attempt(newAddress());
    const taken = await attempt(known);
    expect(fresh.status).toBe(400);
    expect(taken).toEqual(fresh);
  });
});

describe('password reset', () => {
  it('the mailed link sets a new password once; the old password stops working', async () => {
    const email = newAddress();
    await signUp(email);
    const { token: verify } = await verificationToken(email);
    await post('/api/collections/users/confirm-verification', { token: verify });

    const requested = await post('/api/collections/users/request-password-reset', { email });
    const unknown = await post('/api/collections/users/request-password-reset', {
      email: newAddress(),
    });
    expect(requested).toEqual(unknown);
    expect(requested.status).toBe(204);

    const mail = await waitForKeptMail(server.dataDir, {
      to: email,
      subject: /Reset your Clear North password/,
    });
    const link = linkIn(mail, '/auth/reset-password');
    expect(link.origin).toBe(server.url);
    const token = link.searchParams.get('token')!;

    const reset = await post('/api/collections/users/confirm-password-reset', {
      token,
      password: 'second-password-2',
      passwordConfirm: 'second-password-2',
    });
    expect(reset.status).toBe(204);
    expect((await signIn(email, 'second-password-2')).status).toBe(200);
    expect((await signIn(email, PASSWORD)).status).toBe(400);

    const reused = await post<{ data: { token: { code: string } } }>(
      '/api/collections/users/confirm-password-reset',
      { token, password: 'third-password-3', passwordConfirm: 'third-password-3' },
    );
    expect(reused.status).toBe(400);
    expect(reused.body.data.token.code).toBe('validation_invalid_token');
  });
});

describe('a session', () => {
  it("lasts five days, as docs/admin.md says and the page's refresh reckons with", async () => {
    const signedIn = await signIn(server.admin.email, server.admin.password);
    expect(signedIn.status).toBe(200);
    const token = String((signedIn.body as { token: string }).token);
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      exp: number;
    };
    const days = (payload.exp * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(4.99);
    expect(days).toBeLessThanOrEqual(5);
  });
});

describe('email change', () => {
  async function verifiedMember(): Promise<{ email: string; token: string }> {
    const email = newAddress();
    await signUp(email);
    const { token } = await verificationToken(email);
    await post('/api/collections/users/confirm-verification', { token });
    const signedIn = await signIn(email, PASSWORD);
    return { email, token: (signedIn.body as { token: string }).token };
  }

  async function requestChange(token: string, newEmail: string, ip = visitorIp) {
    const response = await fetch(`${server.url}/api/collections/users/request-email-change`, {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({ newEmail }),
    });
    return {
      status: response.status,
      body: await response.text(),
      retryAfter: response.headers.get('Retry-After'),
    };
  }

  it('answers alike for a registered and a new address, and mails only the new one', async () => {
    const member = await verifiedMember();
    const other = await verifiedMember();
    const mailsToOther = await keptMailsTo(other.email, /./);

    const taken = await requestChange(member.token, other.email);
    const fresh = newAddress();
    const untaken = await requestChange(member.token, fresh);
    expect(taken).toEqual(untaken);
    expect(untaken.status).toBe(204);

    await waitForKeptMail(server.dataDir, { to: fresh, subject: /./ });
    await sleep(1000);
    expect(await keptMailsTo(other.email, /./)).toBe(mailsToOther);
  });

  it('is limited per account, from wherever it is asked', async () => {
    const member = await verifiedMember();
    for (let n = 0; n < 5; n += 1) expect((await requestChange(member.token, newAddress())).status).toBe(204);
    const refused = await requestChange(member.token, newAddress());
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.retryAfter);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await requestChange(member.token, newAddress(), '203.0.113.200')).status).toBe(429);
  });
});
