import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRecordId } from '@/lib/record-id';
import { api, createMember, type Api } from '../support/api';
import { publicRecords } from '../support/public-records';
import { startTestServer, type TestServer } from '../support/test-server';

// No SMTP server: every mail stays in the queue, as one not yet sent does.
let server: TestServer;
let client: Api;
let superuser: string;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
  superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
  adminToken = await client.signIn('users', server.admin.email, server.admin.password);
});

afterAll(async () => {
  await server?.stop();
});

const RECORDS = '/api/collections/newsletter_subscriptions/records';
const erase = (id: string, token?: string) =>
  client.request('DELETE', `/api/newsletter/subscribers/${id}`, token ? { token } : {});

/** Signs an address up as a visitor does, which queues its confirmation mail; answers the subscription's id. */
async function subscribe(email: string): Promise<string> {
  const created = await client.post(RECORDS, { ...publicRecords.newsletter_subscriptions(), email });
  expect(created.status).toBe(200);
  const found = await client.get<{ items: Array<{ id: string }> }>(
    `${RECORDS}?filter=${encodeURIComponent(`email="${email}"`)}`,
    superuser,
  );
  return found.body.items[0]!.id;
}

async function queuedMailsTo(email: string): Promise<number> {
  const found = await client.get<{ totalItems: number }>(
    `/api/collections/mail_queue/records?filter=${encodeURIComponent(`recipients="${email}"`)}`,
    superuser,
  );
  return found.body.totalItems;
}

describe('erasing a subscriber', () => {
  it('removes the subscription and every mail queued to the address, and nothing of anyone else', async () => {
    const leaving = `leaving-${newRecordId()}@example.com`;
    const staying = `staying-${newRecordId()}@example.com`;
    const id = await subscribe(leaving);
    const otherId = await subscribe(staying);
    expect(await queuedMailsTo(leaving)).toBe(1);
    expect(await queuedMailsTo(staying)).toBe(1);

    const erased = await erase(id, adminToken);
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({ erased: id, mails: 1 });

    expect((await client.get(`${RECORDS}/${id}`, superuser)).status).toBe(404);
    expect(await queuedMailsTo(leaving)).toBe(0);
    expect((await client.get(`${RECORDS}/${otherId}`, superuser)).status).toBe(200);
    expect(await queuedMailsTo(staying)).toBe(1);
  });

  it('answers 404 for a subscriber already erased, or never there', async () => {
    const id = await subscribe(`twice-${newRecordId()}@example.com`);
    expect((await erase(id, adminToken)).status).toBe(200);
    const again = await erase(id, adminToken);
    expect(again.status).toBe(404);
    expect(again.body.message).toMatch(/No such subscriber/);
    expect((await erase('../../settings', adminToken)).status).toBe(404);
  });

  it('is refused to a visitor and to a member, and erases nothing for them', async () => {
    const email = `kept-${newRecordId()}@example.com`;
    const id = await subscribe(email);
    const { token: memberToken } = await createMember(client, superuser);
    expect((await erase(id)).status).toBe(401);
    const member = await erase(id, memberToken);
    expect(member.status).toBe(403);
    expect(member.body.message).toBe('Only an admin can erase a subscriber.');
    expect((await client.get(`${RECORDS}/${id}`, superuser)).status).toBe(200);
    expect(await queuedMailsTo(email)).toBe(1);
  });
});
