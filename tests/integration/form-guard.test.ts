import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api } from '../support/api';
import { publicRecords } from '../support/public-records';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let client: Api;
let superuser = '';

beforeAll(async () => {
  server = await startTestServer({ env: { FORM_MIN_FILL_SECONDS: '3' } });
  client = api(server.url);
  superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});

const PERSON = { website: '', form_fill_ms: 4_000 };
const COLLECTIONS = ['enquiries', 'newsletter_subscriptions'] as const;

const create = (collection: string, body: Record<string, unknown>) =>
  client.post<Record<string, unknown> & { data?: Record<string, { code: string; message: string }> }>(
    `/api/collections/${collection}/records`,
    body,
  );
const stored = async (collection: string, id: string) =>
  (await client.get(`/api/collections/${collection}/records/${id}`, superuser)).status === 200;

async function mailsTo(address: string): Promise<number> {
  const found = await client.get<{ totalItems: number }>(
    `/api/collections/mail_queue/records?filter=${encodeURIComponent(`recipients ~ "${address}"`)}`,
    superuser,
  );
  return found.body.totalItems;
}

describe('the forms’ spam traps', () => {
  it.each(COLLECTIONS)(
    '%s: a person’s fill time is accepted, and neither trap field is stored',
    async (name) => {
      const record = publicRecords[name]();
      const created = await create(name, { ...record, ...PERSON });
      expect(created.status).toBe(200);
      const kept = await client.get(`/api/collections/${name}/records/${record.id}`, superuser);
      expect(kept.status).toBe(200);
      expect(kept.body).not.toHaveProperty('website');
      expect(kept.body).not.toHaveProperty('form_fill_ms');
    },
  );

  it.each(COLLECTIONS)(
    '%s: sent faster than the minimum, or without a fill time, is refused with a message',
    async (name) => {
      for (const traps of [{ website: '', form_fill_ms: 1_200 }, {}]) {
        // The record as a program would send it, without the fill time the site's forms add.
        const { form_fill_ms: _personsTime, ...record } = publicRecords[name]();
        const refused = await create(name, { ...record, ...traps });
        expect(refused.status).toBe(400);
        expect(refused.body.data?.form_fill_ms).toEqual({
          code: 'validation_sent_too_quickly',
          message: 'That was sent very quickly. Please check it and send it again.',
        });
        expect(await stored(name, record.id)).toBe(false);
      }
    },
  );

  it.each(COLLECTIONS)(
    '%s: a filled honeypot reads as created, but nothing is stored or mailed',
    async (name) => {
      const record = publicRecords[name]();
      const dropped = await create(name, { ...record, ...PERSON, website: 'https://spam.example' });
      expect(dropped.status).toBe(200);
      expect(dropped.body.id).toBe(record.id);
      expect(await stored(name, record.id)).toBe(false);
      expect(await mailsTo(record.email)).toBe(0);
    },
  );

  it('judges each create of a batch the same way', async () => {
    const quick = { ...publicRecords.enquiries(), form_fill_ms: 10 };
    const batch = await client.post<{ data: { requests: Record<string, { response: { status: number } }> } }>(
      '/api/batch',
      { requests: [{ method: 'POST', url: '/api/collections/enquiries/records', body: quick }] },
    );
    expect(batch.status).toBe(400);
    expect(batch.body.data.requests['0']?.response.status).toBe(400);
    expect(await stored('enquiries', quick.id)).toBe(false);
  });

  it('lets a dashboard superuser create without the traps', async () => {
    const record = publicRecords.enquiries();
    expect((await client.post('/api/collections/enquiries/records', record, superuser)).status).toBe(200);
  });
});
