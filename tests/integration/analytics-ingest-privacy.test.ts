import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRecordId } from '@/lib/record-id';
import { api, type Api } from '../support/api';
import { publicRecords } from '../support/public-records';
import { startTestServer, type TestServer } from '../support/test-server';

// What the privacy page promises of a visit's events: only the families of the browser are kept, and a
// browser that objects (Global Privacy Control, Do Not Track) has nothing kept at all.

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const RECORDS_PATH = '/api/collections/user_analytics/records';

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

/** A page view of `session`, as the page sends it. */
function pageView(session: string): Record<string, unknown> {
  return { ...publicRecords.user_analytics(), session_id: session, client_ts: new Date().toISOString() };
}

type Delivery = 'on its own' | 'in a batch';

/** Delivers an event as the page does (a post as it closes, or a batch), and the answer for it. */
async function deliver(
  how: Delivery,
  event: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  if (how === 'on its own') return client.request('POST', RECORDS_PATH, { body: event, headers });
  const response = await client.request<Array<{ status: number; body: Record<string, unknown> }>>(
    'POST',
    '/api/batch',
    { body: { requests: [{ method: 'POST', url: RECORDS_PATH, body: event }] }, headers },
  );
  expect(response.status).toBe(200);
  return response.body[0]!;
}

async function storedEvents(session: string): Promise<Array<Record<string, unknown>>> {
  const response = await client.get<{ items: Array<Record<string, unknown>> }>(
    `${RECORDS_PATH}?filter=${encodeURIComponent(`session_id="${session}"`)}`,
    superuserToken,
  );
  expect(response.status).toBe(200);
  return response.body.items;
}

const DELIVERIES: Delivery[] = ['on its own', 'in a batch'];

describe('what an event keeps of the browser', () => {
  it('has no field for a user-agent string', async () => {
    const response = await client.get<{ fields: Array<{ name: string }> }>(
      '/api/collections/user_analytics',
      superuserToken,
    );
    expect(response.body.fields.map((field) => field.name)).not.toContain('user_agent');
  });

  it.each(DELIVERIES)(
    'sent %s, keeps the device and the browser and system families, not the string',
    async (how) => {
      const session = `session-${newRecordId()}`;
      // An older page also sent the string in the event itself.
      const event = { ...pageView(session), user_agent: IPHONE_SAFARI };
      const answer = await deliver(how, event, { 'User-Agent': IPHONE_SAFARI });
      expect(answer.status).toBe(200);

      const [stored] = await storedEvents(session);
      expect(stored).toMatchObject({ device: 'mobile', browser: 'Safari', os: 'iOS' });
      expect(stored).not.toHaveProperty('user_agent');
      expect(JSON.stringify(stored)).not.toContain('18_1');
      expect(JSON.stringify(answer.body)).not.toContain('18_1');
    },
  );
});

describe('a browser that objects to tracking', () => {
  const SIGNALS: Array<{ signal: string; headers: Record<string, string> }> = [
    { signal: 'Global Privacy Control', headers: { 'Sec-GPC': '1' } },
    { signal: 'Do Not Track', headers: { DNT: '1' } },
  ];
  it.each(SIGNALS.flatMap((sent) => DELIVERIES.map((how) => ({ ...sent, how }))))(
    'sending $signal, has an event sent $how answered as if stored, and nothing kept',
    async ({ headers, how }) => {
      const session = `session-${newRecordId()}`;
      const event = pageView(session);
      const answer = await deliver(how, event, { ...headers, 'User-Agent': IPHONE_SAFARI });
      // The outbox counts an answer naming the event as delivered, so it does not send it again.
      expect(answer.status).toBe(200);
      expect(answer.body.id).toBe(event.id);
      expect(await storedEvents(session)).toEqual([]);
    },
  );

  it.each([
    ['Sec-GPC: 0', { 'Sec-GPC': '0' }],
    ['DNT: 0', { DNT: '0' }],
  ])('sending %s, is counted as before', async (_signal, signal) => {
    const session = `session-${newRecordId()}`;
    expect((await deliver('on its own', pageView(session), signal)).status).toBe(200);
    expect(await storedEvents(session)).toHaveLength(1);
  });
});
