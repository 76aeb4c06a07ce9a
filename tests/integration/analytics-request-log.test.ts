import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRecordId } from '@/lib/record-id';
import { api, type Api } from '../support/api';
import { publicRecords } from '../support/public-records';
import { startTestServer, type TestServer } from '../support/test-server';

// PocketBase's request log keeps each request's address, IP and user agent. The privacy page promises
// that a visit's statistics leave no entry there.

const RECORDS_PATH = '/api/collections/user_analytics/records';

interface LogEntry {
  message: string;
  data: { type?: string; url?: string; status?: number; userAgent?: string };
}

let server: TestServer;
let client: Api;
let superuserToken: string;

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
  superuserToken = await client.signIn('_superusers', server.admin.email, server.admin.password);
});

afterAll(async () => {
  await server?.stop();
});

const event = (eventType = 'page_view') => ({
  ...publicRecords.user_analytics(),
  session_id: 'session-logged-0001',
  event_type: eventType,
});
async function requestLog(): Promise<LogEntry[]> {
  const response = await client.get<{ items: LogEntry[] }>('/api/logs?perPage=500', superuserToken);
  expect(response.status).toBe(200);
  return response.body.items.filter((entry) => entry.data.type === 'request');
}

describe("PocketBase's request log", () => {
  it('has no entry for events that were stored, while other requests are logged', async () => {
    const userAgent = `LoggedBrowser/${newRecordId()}`;
    const headers = { 'User-Agent': userAgent };
    const single = await client.request('POST', RECORDS_PATH, { body: event(), headers });
    expect(single.status).toBe(200);
    const batch = await client.request('POST', '/api/batch', {
      body: { requests: [0, 1].map(() => ({ method: 'POST', url: RECORDS_PATH, body: event() })) },
      headers,
    });
    expect(batch.status).toBe(200);
    const objecting = await client.request('POST', RECORDS_PATH, {
      body: event(),
      headers: { ...headers, 'Sec-GPC': '1' },
    });
    expect(objecting.status).toBe(200);
    // A refused event is still logged, to find the fault; so is any other request.
    const refused = await client.request('POST', RECORDS_PATH, { body: event('Not A Type'), headers });
    expect(refused.status).toBe(400);
    expect((await client.request('GET', '/api/health', { headers })).status).toBe(200);

    // The log is written every few seconds, in the order the requests ended.
    await expect
      .poll(async () => (await requestLog()).some((entry) => entry.data.url === '/api/health'), {
        timeout: 15_000,
      })
      .toBe(true);
    const ours = (await requestLog()).filter((entry) => entry.data.userAgent === userAgent);
    expect(ours.map((entry) => `${entry.message} ${entry.data.status}`).sort()).toEqual([
      'GET /api/health 200',
      `POST ${RECORDS_PATH} 400`,
    ]);
  });
});
