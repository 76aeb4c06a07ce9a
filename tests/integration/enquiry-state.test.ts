import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createMember, type Api } from '../support/api';
import { publicRecords } from '../support/public-records';
import { subscribeRealtime } from '../support/realtime';
import { startTestServer, type TestServer } from '../support/test-server';

interface EnquiryRecord {
  id: string;
  name: string;
  message: string;
  source_page: string;
  read_at: string;
  handled_at: string;
  filed: string;
  note: string;
  created: string;
}

let server: TestServer;
let client: Api;
let adminToken: string;
let memberToken: string;

beforeAll(async () => {
  // Each enquiry comes from a visitor of its own, so the per-visitor create budget never runs out.
  server = await startTestServer({ env: { TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' } });
  client = api(server.url);
  const superuserToken = await client.signIn('_superusers', server.admin.email, server.admin.password);
  adminToken = await client.signIn('users', server.admin.email, server.admin.password);
  ({ token: memberToken } = await createMember(client, superuserToken));
});

afterAll(async () => {
  await server?.stop();
});

let visitors = 0;

/** Posts an enquiry as a new visitor, as JSON or as a form. */
function postEnquiry<T = Record<string, unknown>>(body: Record<string, unknown> | FormData) {
  visitors += 1;
  const headers = { 'X-Forwarded-For': `198.51.${Math.floor(visitors / 250)}.${visitors % 250}` };
  return body instanceof FormData
    ? client.request<T>('POST', '/api/collections/enquiries/records', { raw: body, headers })
    : client.request<T>('POST', '/api/collections/enquiries/records', { body, headers });
}

/** An enquiry as the form sends it (with a person's fill time), plus `extra`. */
function sample(extra: Record<string, unknown> = {}) {
  return { ...publicRecords.enquiries(), ...extra };
}

async function sendEnquiry(extra: Record<string, unknown> = {}): Promise<string> {
  const enquiry = sample(extra);
  const response = await postEnquiry(enquiry);
  expect(response.status).toBe(200);
  return enquiry.id;
}

async function asAdmin(id: string): Promise<EnquiryRecord> {
  const response = await client.get<EnquiryRecord>(`/api/collections/enquiries/records/${id}`, adminToken);
  expect(response.status).toBe(200);
  return response.body;
}

const recordPath = (id: string) => `/api/collections/enquiries/records/${id}`;
const markAllReadPath = '/api/enquiries/mark-all-read';

describe('a new enquiry', () => {
  it('arrives unread and unhandled, with the page it was sent from', async () => {
    const id = await sendEnquiry({ source_page: '/contact' });
    const record = await asAdmin(id);
    expect(record).toMatchObject({ read_at: '', handled_at: '', source_page: '/contact' });
  });

  it.each([
    ['a full URL', 'https://example.com/contact'],
    ['a path with spaces', '/contact us'],
    ['an overlong path', `/${'a'.repeat(300)}`],
  ])('is refused with %s as its source page', async (_name, sourcePage) => {
    const response = await postEnquiry<{ data: Record<string, unknown> }>(
      sample({ source_page: sourcePage }),
    );
    expect(response.status).toBe(400);
    expect(response.body.data).toHaveProperty('source_page');
  });

  it.each([
    ['already read', { read_at: '2026-01-01 10:00:00.000Z' }],
    ['already handled', { handled_at: '2026-01-01 10:00:00.000Z' }],
    ['read through a modifier', { 'read_at+': '2026-01-01 10:00:00.000Z' }],
    ['already filed as spam', { filed: 'spam' }],
    ['with a note of its own', { note: 'Pay this one first.' }],
  ])('cannot be sent %s', async (_name, state) => {
    const enquiry = sample(state);
    const response = await postEnquiry<{ data: Record<string, unknown> }>(enquiry);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.data).length).toBeGreaterThan(0);
    expect((await client.get(recordPath(enquiry.id), adminToken)).status).toBe(404);
  });

  it('cannot be sent already read in a multipart form', async () => {
    const enquiry = sample();
    const form = new FormData();
    Object.entries(enquiry).forEach(([key, value]) => form.set(key, String(value)));
    form.set('read_at', '2026-01-01 10:00:00.000Z');
    const response = await postEnquiry(form);
    expect(response.status).toBe(415);
    expect((await client.get(recordPath(enquiry.id), adminToken)).status).toBe(404);
  });
});

describe('read and handled state', () => {
  it.each([
    ['an anonymous visitor', () => undefined],
    ['a signed-in member', () => memberToken],
  ])('%s can neither read nor change it', async (_who, token) => {
    const id = await sendEnquiry();
    const view = await client.get(recordPath(id), token());
    expect(view.status).toBe(404);
    const update = await client.patch(recordPath(id), { read_at: '2026-01-01 10:00:00.000Z' }, token());
    expect(update.status).toBe(404);
    expect((await asAdmin(id)).read_at).toBe('');
  });

  it('an admin marks an enquiry read and handled, and can undo either', async () => {
    const id = await sendEnquiry();
    const read = await client.patch<EnquiryRecord>(
      recordPath(id),
      { read_at: '2026-11-23T10:00:00.000Z' },
      adminToken,
    );
    expect(read.status).toBe(200);
    expect(read.body.read_at).toBe('2026-11-23 10:00:00.000Z');

    await client.patch(recordPath(id), { handled_at: '2026-11-23T11:00:00.000Z' }, adminToken);
    expect(await asAdmin(id)).toMatchObject({
      read_at: '2026-11-23 10:00:00.000Z',
      handled_at: '2026-11-23 11:00:00.000Z',
    });

    const undone = await client.patch(recordPath(id), { handled_at: '' }, adminToken);
    expect(undone.status).toBe(200);
    expect((await asAdmin(id)).handled_at).toBe('');
  });

  it('an admin files an enquiry as archived or spam, returns it to the inbox, and keeps a note on it', async () => {
    const id = await sendEnquiry();
    const archived = await client.patch<EnquiryRecord>(recordPath(id), { filed: 'archived' }, adminToken);
    expect(archived.status).toBe(200);
    expect(archived.body.filed).toBe('archived');
    await client.patch(recordPath(id), { filed: 'spam', note: 'Sells links, again.' }, adminToken);
    expect(await asAdmin(id)).toMatchObject({ filed: 'spam', note: 'Sells links, again.' });
    const filter = encodeURIComponent(`filed = "spam" && id = "${id}"`);
    const listed = await client.get<{ totalItems: number }>(
      `/api/collections/enquiries/records?filter=${filter}`,
      adminToken,
    );
    expect(listed.body.totalItems).toBe(1);
    await client.patch(recordPath(id), { filed: '' }, adminToken);
    expect(await asAdmin(id)).toMatchObject({ filed: '', note: 'Sells links, again.' });
  });

  it.each([
    ['a folder that does not exist', { filed: 'deleted' }],
    ['a note over 2,000 characters', { note: 'n'.repeat(2001) }],
  ])('an admin is told what is wrong with %s', async (_name, change) => {
    const id = await sendEnquiry();
    const update = await client.patch<{ data: Record<string, unknown> }>(recordPath(id), change, adminToken);
    expect(update.status).toBe(400);
    expect(Object.keys(update.body.data)).toEqual(Object.keys(change));
    expect(await asAdmin(id)).toMatchObject({ filed: '', note: '' });
  });

  it('a member can neither file an enquiry nor write on it', async () => {
    const id = await sendEnquiry();
    const update = await client.patch(recordPath(id), { filed: 'spam', note: 'mine' }, memberToken);
    expect(update.status).toBe(404);
    expect(await asAdmin(id)).toMatchObject({ filed: '', note: '' });
  });

  it.each([
    ['the message', { message: 'Changed by someone else entirely.' }],
    ['the name beside the read time', { name: 'Eve', read_at: '2026-11-23T10:00:00.000Z' }],
    ['the name through a modifier', { 'name+': 'Eve' }],
  ])('an admin cannot change %s', async (_name, change) => {
    const id = await sendEnquiry();
    const update = await client.patch<{ data: Record<string, unknown> }>(recordPath(id), change, adminToken);
    expect(update.status).toBe(400);
    expect(Object.keys(update.body.data).length).toBeGreaterThan(0);
    expect(await asAdmin(id)).toMatchObject({
      name: 'Ada',
      message: 'We would like help with SEO.',
      read_at: '',
    });
  });

  it('an admin cannot change what a visitor sent through a multipart form', async () => {
    const id = await sendEnquiry();
    const form = new FormData();
    form.set('name', 'Eve');
    const update = await client.request('PATCH', recordPath(id), { raw: form, token: adminToken });
    expect(update.status).toBe(400);
    expect((await asAdmin(id)).name).toBe('Ada');
  });

  it('unread enquiries can be listed and counted by an admin only', async () => {
    const id = await sendEnquiry();
    const filter = encodeURIComponent('read_at = ""');
    const admin = await client.get<{ items: EnquiryRecord[]; totalItems: number }>(
      `/api/collections/enquiries/records?filter=${filter}&perPage=200`,
      adminToken,
    );
    expect(admin.body.items.map((item) => item.id)).toContain(id);
    const member = await client.get<{ items: EnquiryRecord[]; totalItems: number }>(
      `/api/collections/enquiries/records?filter=${filter}`,
      memberToken,
    );
    expect(member.body).toMatchObject({ items: [], totalItems: 0 });
  });
});

describe('mark all read', () => {
  it('marks every unread enquiry up to the newest the admin has seen, and no later one', async () => {
    const seen = [await sendEnquiry(), await sendEnquiry()];
    const newest = await asAdmin(seen[1]!);
    // PocketBase's times have millisecond precision; a later enquiry must be later.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = await sendEnquiry();

    const response = await client.post<{ marked: number }>(
      markAllReadPath,
      { before: newest.created },
      adminToken,
    );
    expect(response.status).toBe(200);
    expect(response.body.marked).toBeGreaterThanOrEqual(2);
    for (const id of seen) expect((await asAdmin(id)).read_at).not.toBe('');
    expect((await asAdmin(later)).read_at).toBe('');
  });

  it.each([
    ['an anonymous visitor', () => undefined, 401],
    ['a signed-in member', () => memberToken, 403],
  ])('is refused to %s', async (_who, token, status) => {
    const id = await sendEnquiry();
    const response = await client.post(markAllReadPath, { before: new Date().toISOString() }, token());
    expect(response.status).toBe(status);
    expect((await asAdmin(id)).read_at).toBe('');
  });

  it.each([
    ['no time', {}],
    ['a time that is not a date', { before: 'soon' }],
    ['a number', { before: 12 }],
  ])('answers 400 for %s', async (_name, body) => {
    const response = await client.post<{ data: Record<string, unknown> }>(markAllReadPath, body, adminToken);
    expect(response.status).toBe(400);
    expect(response.body.data).toHaveProperty('before');
  });
});

describe('realtime', () => {
  it('tells an admin, and nobody else, when an enquiry is read', async () => {
    const id = await sendEnquiry();
    const anonymous = await subscribeRealtime(server.url, ['enquiries/*']);
    const member = await subscribeRealtime(server.url, ['enquiries/*'], memberToken);
    const admin = await subscribeRealtime(server.url, ['enquiries/*'], adminToken);
    try {
      await client.patch(recordPath(id), { read_at: '2026-11-23T10:00:00.000Z' }, adminToken);
      const event = await admin.waitFor((event) => event.data.record.id === id);
      expect(event.data.action).toBe('update');
      expect(event.data.record.read_at).toBe('2026-11-23 10:00:00.000Z');
      // A second event to the admin: by then the others would have had the first.
      const second = await sendEnquiry();
      await admin.waitFor((event) => event.data.record.id === second);
      expect(anonymous.events).toEqual([]);
      expect(member.events).toEqual([]);
    } finally {
      [anonymous, member, admin].forEach((subscription) => subscription.close());
    }
  });

  it('tells an admin of each enquiry that mark all read marks', async () => {
    const id = await sendEnquiry();
    const record = await asAdmin(id);
    const admin = await subscribeRealtime(server.url, ['enquiries/*'], adminToken);
    try {
      await client.post(markAllReadPath, { before: record.created }, adminToken);
      const event = await admin.waitFor((event) => event.data.record.id === id);
      expect(event.data.record.read_at).not.toBe('');
    } finally {
      admin.close();
    }
  });
});
