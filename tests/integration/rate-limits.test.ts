import { afterAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { A_PERSONS_FILL_TIME } from '../support/public-records';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer | undefined;
afterAll(async () => {
  await server?.stop();
});

const ENQUIRIES_PER_MINUTE = 20;

function enquiry(n: number) {
  return {
    name: `Visitor ${n}`,
    email: `visitor${n}@example.com`,
    message: 'A message long enough to pass.',
    ...A_PERSONS_FILL_TIME,
  };
}

describe('rate limits', () => {
  it('answer 429 with a message past the enquiry budget, counted per visitor behind a trusted proxy', async () => {
    server = await startTestServer({ env: { TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' } });
    const client = api(server.url);
    const from = (ip: string, n: number) =>
      client.request('POST', '/api/collections/enquiries/records', {
        body: enquiry(n),
        headers: { 'X-Forwarded-For': ip },
      });

    const statuses: number[] = [];
    for (let n = 0; n < ENQUIRIES_PER_MINUTE; n += 1) statuses.push((await from('203.0.113.7', n)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);

    const refused = await from('203.0.113.7', ENQUIRIES_PER_MINUTE);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toEqual(expect.any(String));

    // Another visitor behind the same proxy has a budget of its own.
    expect((await from('198.51.100.23', 0)).status).toBe(200);
  });
});

describe('Retry-After on PocketBase’s own limits', () => {
  it('names the window of the rule that refused, and a request after it is let through', async () => {
    server ??= await startTestServer({ env: { TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' } });
    const signIn = (n: number) =>
      fetch(`${server!.url}/api/collections/users/auth-with-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.77' },
        // A new address each time: the per-account slowing never comes into it, only "*:auth".
        body: JSON.stringify({ identity: `nobody${n}@example.com`, password: 'wrong-password' }),
      });
    let limited: Response | undefined;
    for (let n = 0; n < 40 && !limited; n += 1) {
      const response = await signIn(n);
      if (response.status === 429) limited = response;
    }
    expect(limited?.status).toBe(429);
    const retryAfter = Number(limited!.headers.get('Retry-After'));
    // "*:auth" counts 10 in 10 s (src/definitions/request-limits.ts); it said 60 before.
    expect(retryAfter).toBe(10);
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
    expect((await signIn(100)).status).toBe(400);
  }, 30_000);
});
