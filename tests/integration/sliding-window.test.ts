import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' } });
});
afterAll(async () => {
  await server?.stop();
});

/** The '*:auth' rule of pb_migrations/1795300000_configure_settings.js. */
const SIGN_IN_BUDGET = 10;
const SIGN_IN_WINDOW_MS = 10_000;

/**
 * A sign-in without a password: refused at once (no password to hash, so
 * a budget fits in well under a second), and counted like any other.
 */
const signIn = (ip: string) =>
  fetch(`${server.url}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify({ identity: `nobody-${randomBytes(4).toString('hex')}@example.com`, password: '' }),
  });

async function untilMillisecond(at: number) {
  const wait = at - Date.now();
  if (wait > 0) await sleep(wait);
}

const spendBudget = (ip: string) => Promise.all(Array.from({ length: SIGN_IN_BUDGET }, () => signIn(ip)));

/**
 * Spends the budget within one clock second, starting 0.4 s into it;
 * answers that second, or null when the machine was too slow for it.
 */
async function spendBudgetLateInOneSecond(ip: string): Promise<number | null> {
  const second = Math.floor(Date.now() / 1000) + 1;
  await untilMillisecond(second * 1000 + 400);
  const answers = await spendBudget(ip);
  expect(answers.map((answer) => answer.status)).toEqual(Array(SIGN_IN_BUDGET).fill(400));
  return Math.floor(Date.now() / 1000) === second ? second : null;
}

describe('the sliding rate-limit window', () => {
  it('refuses a second budget of sign-ins sent just after a fixed window would have started afresh', async () => {
    // The server's script engines start on first use.
    await spendBudget('192.0.2.1');

    let second: number | null = null;
    let ip = '';
    for (let attempt = 0; attempt < 3 && second === null; attempt += 1) {
      ip = `203.0.113.${10 + attempt}`;
      second = await spendBudgetLateInOneSecond(ip);
    }
    expect(second, 'one budget of sign-ins within one second').not.toBeNull();

    // PocketBase's fixed window gives a whole new budget one window after
    // the second of the last request it let through, while the budget just
    // spent is still inside the last window.
    await untilMillisecond(second! * 1000 + SIGN_IN_WINDOW_MS + 20);
    const refused = await signIn(ip);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/wait a moment/);
    expect(Number(refused.headers.get('Retry-After'))).toBe(1);

    // Another visitor has a budget of its own.
    expect((await signIn('198.51.100.23')).status).toBe(400);

    // Once the first of the budget has left the window, the next goes through.
    await untilMillisecond(second! * 1000 + SIGN_IN_WINDOW_MS + 1000);
    expect((await signIn(ip)).status).toBe(400);
  });
});
