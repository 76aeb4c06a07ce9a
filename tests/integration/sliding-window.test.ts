import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock, testClockHooks, type TestClock } from '../support/test-clock';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let clock: TestClock;
beforeAll(async () => {
  server = await startTestServer({
    env: { TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' },
    extraHooks: testClockHooks,
  });
  clock = await testClock(server);
});
afterAll(async () => {
  await server?.stop();
});

/** The '*:auth' rule the server is given: ten sign-ins in ten seconds from one address. */
const SIGN_IN_BUDGET = 10;
const SIGN_IN_WINDOW_MS = 10_000;

/** The sliding window's own refusal; PocketBase's limiter refuses in other words. */
const SLIDING_REFUSAL = /wait a moment and try again/;

/** A sign-in without a password: refused at once, and counted like any other. */
async function signIn(ip: string) {
  const response = await fetch(`${server.url}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify({ identity: `nobody-${randomBytes(4).toString('hex')}@example.com`, password: '' }),
  });
  const { message } = (await response.json()) as { message: string };
  return { status: response.status, message, retryAfter: Number(response.headers.get('Retry-After')) };
}

describe('the sliding rate-limit window', () => {
  it('refuses a second budget of sign-ins that a fixed window would give, until the first of the first budget has left the window', async () => {
    const ip = '203.0.113.10';
    const start = Date.now();
    await clock.set(start);
    expect((await signIn(ip)).status).toBe(400);
    await clock.set(start + SIGN_IN_WINDOW_MS / 2);
    const rest = await Promise.all(Array.from({ length: SIGN_IN_BUDGET - 1 }, () => signIn(ip)));
    expect(rest.map((answer) => answer.status)).toEqual(Array(SIGN_IN_BUDGET - 1).fill(400));

    // PocketBase's own limiter counts first, in fixed windows of the real
    // clock: it refuses the rest of its window, then gives a whole new budget.
    // The first sign-in it lets through meets the sliding window, whose clock
    // has not moved.
    await expect
      .poll(async () => (await signIn(ip)).message, { timeout: 2 * SIGN_IN_WINDOW_MS, interval: 250 })
      .toMatch(SLIDING_REFUSAL);
    expect(await signIn(ip)).toEqual({
      status: 429,
      message: expect.stringMatching(SLIDING_REFUSAL),
      retryAfter: 5,
    });

    // Another visitor has a budget of its own.
    expect((await signIn('198.51.100.23')).status).toBe(400);

    await clock.set(start + SIGN_IN_WINDOW_MS - 1);
    expect(await signIn(ip)).toMatchObject({ status: 429, retryAfter: 1 });

    // The first of the budget has left the window and one more goes through;
    // the rest of the budget stays in it for another half window.
    await clock.set(start + SIGN_IN_WINDOW_MS);
    expect((await signIn(ip)).status).toBe(400);
    expect(await signIn(ip)).toMatchObject({ status: 429, retryAfter: 5 });
  }, 45_000);
});
