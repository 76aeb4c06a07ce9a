import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_COLLECTIONS } from '@/definitions/records';
import { serverCpu, type ServerCpu } from '../support/server-cpu';
import { startTestServer, type TestServer } from '../support/test-server';

// A body that is not whole JSON costs the server next to nothing on every
// public route: it is refused with a 4xx and a message, and a burst of them
// is measured in the CPU time of the PocketBase process itself (not in wall
// time, which a busy machine stretches). The bar: no request under 64 KB
// costs more than 50 ms of server CPU. A truncated batch once cost a second.

let server: TestServer;
let cpu: ServerCpu;
let visitors = 0;

beforeAll(async () => {
  // Each request comes from an address of its own, so no rate limit answers for the route.
  server = await startTestServer({ env: { TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' } });
  cpu = await serverCpu(server);
});
afterAll(async () => {
  await server?.stop();
});

/** The most server CPU one request under 64 KB may cost, in milliseconds. */
const CPU_BAR_MS = 50;
/** Requests per body and route: the average over them is compared with the bar. */
const BURST = 5;

const aBatch = JSON.stringify({
  requests: Array.from({ length: 20 }, (_, index) => ({
    method: 'POST',
    url: '/api/collections/user_analytics/records',
    body: { session_id: 'session-12345678', page_url: '/', event_type: 'page_view', event_data: { index } },
  })),
});

/** Bodies that are not whole JSON, each under 64 KB. */
const MALFORMED: Array<[string, string | Blob]> = [
  ['a batch cut short', '{"requests":['],
  ['a list cut short', '{"a":['],
  ['an object cut short', '{"a":{"b":[{"c":'],
  ['a real batch cut in half', aBatch.slice(0, Math.floor(aBatch.length / 2))],
  ['deep nesting cut short', `{"requests":[${'{"a":['.repeat(5_000)}`],
  ['30,000 open brackets', '['.repeat(30_000)],
  ['trailing text', '{"requests":[]} and more'],
  ['two objects', '{"a":1}{"b":2}'],
  ['invalid UTF-8', new Blob([new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe])])],
  ['no body', ''],
];

const ROUTES = [
  '/api/batch',
  ...PUBLIC_COLLECTIONS.map((name) => `/api/collections/${name}/records`),
  '/api/collections/users/request-password-reset',
  '/api/collections/users/request-verification',
  '/api/collections/users/request-otp',
  '/api/collections/users/auth-with-password',
  '/api/csp-report',
  '/api/assistant/answer',
  '/forms/enquiry',
  '/forms/newsletter',
];

async function send(path: string, body: string | Blob) {
  visitors += 1;
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': `198.18.${Math.floor(visitors / 250)}.${visitors % 250}`,
    },
    body,
  });
  const text = await response.text();
  let message = '';
  try {
    message = String((JSON.parse(text) as { message?: unknown }).message ?? '');
  } catch {
    message = text;
  }
  return { status: response.status, message };
}

describe('a body that is not whole JSON', () => {
  it.each(ROUTES)(
    'sent to %s is refused with a 4xx and a message, each request under 50 ms of server CPU',
    async (path) => {
      const costs: string[] = [];
      for (const [kind, body] of MALFORMED) {
        const before = await cpu.usedMs();
        for (let sent = 0; sent < BURST; sent++) {
          const { status, message } = await send(path, body);
          expect(status, `${path}, ${kind}`).toBeGreaterThanOrEqual(400);
          expect(status, `${path}, ${kind}`).toBeLessThan(500);
          expect(message, `${path}, ${kind}`).not.toBe('');
        }
        const perRequest = ((await cpu.usedMs()) - before) / BURST;
        costs.push(`${kind}: ${perRequest} ms`);
        expect(perRequest, `${path}, ${kind}: ${costs.join('; ')}`).toBeLessThan(CPU_BAR_MS);
      }
    },
    120_000,
  );

  it('is told apart from a body that is JSON but no record', async () => {
    expect(await send('/api/batch', '{"requests":[')).toEqual({
      status: 400,
      message: 'This body is not valid JSON: send one JSON object, as the site does.',
    });
    expect(await send('/api/batch', '[]')).toEqual({
      status: 400,
      message: 'Send one JSON object, as the site does: this body is not one.',
    });
  });

  it('leaves a whole batch to be taken as before', async () => {
    visitors += 1;
    const response = await fetch(`${server.url}/api/batch`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.18.255.${visitors % 250}` },
      body: aBatch,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(20);
  });
});
