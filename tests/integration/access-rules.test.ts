import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRecordId } from '@/lib/record-id';
import { api, createMember, type Api } from '../support/api';
import { subscribeRealtime } from '../support/realtime';
import { publicRecords } from '../support/public-records';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let client: Api;
let superuserToken: string;
let adminToken: string;
let memberToken: string;
let memberId: string;

const samples = publicRecords;
const collections = Object.keys(samples) as Array<keyof typeof samples>;

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
  superuserToken = await client.signIn('_superusers', server.admin.email, server.admin.password);
  adminToken = await client.signIn('users', server.admin.email, server.admin.password);
  ({ id: memberId, token: memberToken } = await createMember(client, superuserToken));
});

afterAll(async () => {
  await server?.stop();
});

describe.each(collections)('%s', (collection) => {
  it('anyone may create a record', async () => {
    const response = await client.post(`/api/collections/${collection}/records`, samples[collection]());
    expect(response.status).toBe(200);
  });

  it.each([
    ['an anonymous visitor', () => undefined],
    ['a signed-in member', () => memberToken],
  ])('%s can neither list nor view records', async (_who, token) => {
    const record = samples[collection]();
    await client.post(`/api/collections/${collection}/records`, record);

    const list = await client.get<{ items: unknown[]; totalItems: number }>(
      `/api/collections/${collection}/records`,
      token(),
    );
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([]);

    const view = await client.get(`/api/collections/${collection}/records/${record.id}`, token());
    expect(view.status).toBe(404);
  });

  it('nobody but a superuser may update or delete a record', async () => {
    const record = samples[collection]();
    await client.post(`/api/collections/${collection}/records`, record);
    // An admin may mark an enquiry read or handled (enquiry-state.test.ts), nothing else.
    const updaters =
      collection === 'enquiries' ? [undefined, memberToken] : [undefined, memberToken, adminToken];
    for (const token of updaters) {
      const update = await client.patch(`/api/collections/${collection}/records/${record.id}`, {}, token);
      expect(update.status).toBeGreaterThanOrEqual(400);
      expect(update.status).toBeLessThan(500);
    }
    for (const token of [undefined, memberToken, adminToken]) {
      const removal = await client.request('DELETE', `/api/collections/${collection}/records/${record.id}`, {
        ...(token ? { token } : {}),
      });
      expect(removal.status).toBeGreaterThanOrEqual(400);
      expect(removal.status).toBeLessThan(500);
    }
  });

  it('an admin can list and view records', async () => {
    const record = samples[collection]();
    await client.post(`/api/collections/${collection}/records`, record);
    const list = await client.get<{ items: Array<{ id: string }> }>(
      `/api/collections/${collection}/records?perPage=200`,
      adminToken,
    );
    expect(list.body.items.map((item) => item.id)).toContain(record.id);
    const view = await client.get(`/api/collections/${collection}/records/${record.id}`, adminToken);
    expect(view.status).toBe(200);
  });

  it('realtime delivers new records to an admin only', async () => {
    const anonymous = await subscribeRealtime(server.url, [`${collection}/*`]);
    const member = await subscribeRealtime(server.url, [`${collection}/*`], memberToken);
    const admin = await subscribeRealtime(server.url, [`${collection}/*`], adminToken);
    try {
      const first = samples[collection]();
      const second = samples[collection]();
      await client.post(`/api/collections/${collection}/records`, first);
      await client.post(`/api/collections/${collection}/records`, second);
      // Once the admin has both, the others would have had theirs too.
      await admin.waitFor((event) => event.data.record.id === second.id);
      expect(admin.events.map((event) => event.data.record.id)).toContain(first.id);
      expect(anonymous.events).toEqual([]);
      expect(member.events).toEqual([]);
    } finally {
      [anonymous, member, admin].forEach((subscription) => subscription.close());
    }
  });
});

describe('roles', () => {
  const password = 'correct-horse-9';

  it('a new account is a member', async () => {
    const email = `new-${newRecordId()}@example.com`;
    const created = await client.post<{ role: string }>('/api/collections/users/records', {
      email,
      password,
      passwordConfirm: password,
    });
    expect(created.status).toBe(200);
    expect(created.body.role).toBe('member');
  });

  it.each([
    ['role', { role: 'admin' }],
    ['role as a list', { role: ['admin'] }],
    ['role+ modifier', { 'role+': 'admin' }],
    ['an empty role', { role: '' }],
  ])('sign-up with %s is refused', async (_name, extra) => {
    const email = `escalate-${newRecordId()}@example.com`;
    const response = await client.post('/api/collections/users/records', {
      email,
      password,
      passwordConfirm: password,
      ...extra,
    });
    expect(response.status).toBe(400);
  });

  it('sign-up with a role in a multipart form is refused', async () => {
    const form = new FormData();
    form.set('email', `multipart-${newRecordId()}@example.com`);
    form.set('password', password);
    form.set('passwordConfirm', password);
    form.set('role', 'admin');
    const response = await client.request('POST', '/api/collections/users/records', { raw: form });
    expect(response.status).toBe(415);
  });

  it('sign-up with a role through the batch API is refused', async () => {
    const response = await client.post('/api/batch', {
      requests: [
        {
          method: 'POST',
          url: '/api/collections/users/records',
          body: {
            email: `batch-${newRecordId()}@example.com`,
            password,
            passwordConfirm: password,
            role: 'admin',
          },
        },
      ],
    });
    expect(response.status).toBe(400);
  });

  it.each([
    ['role', { role: 'admin' }],
    ['role+ modifier', { 'role+': 'admin' }],
    ['role beside another change', { full_name: 'Sneaky', role: 'admin' }],
  ])('a member cannot give themself %s', async (_name, change) => {
    const response = await client.patch(`/api/collections/users/records/${memberId}`, change, memberToken);
    expect(response.status).toBe(404);
    const me = await client.get<{ role: string }>(`/api/collections/users/records/${memberId}`, memberToken);
    expect(me.body.role).toBe('member');
  });

  it('a member may still change their own name', async () => {
    const response = await client.patch<{ full_name: string }>(
      `/api/collections/users/records/${memberId}`,
      { full_name: 'Renamed Member' },
      memberToken,
    );
    expect(response.status).toBe(200);
    expect(response.body.full_name).toBe('Renamed Member');
  });

  it('an unverified account cannot sign in', async () => {
    const email = `unverified-${newRecordId()}@example.com`;
    await client.post('/api/collections/users/records', { email, password, passwordConfirm: password });
    await expect(client.signIn('users', email, password)).rejects.toThrow(/Sign-in failed/);
  });
});
