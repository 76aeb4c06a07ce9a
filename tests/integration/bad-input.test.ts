import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRecordId } from '@/lib/record-id';
import { api, type Api } from '../support/api';
import { A_PERSONS_FILL_TIME } from '../support/public-records';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let client: Api;

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
});

afterAll(async () => {
  await server?.stop();
});

const enquiry = {
  name: 'Ada',
  email: 'ada@example.com',
  message: 'We would like help with SEO.',
  ...A_PERSONS_FILL_TIME,
};
const analyticsEvent = {
  session_id: 'session-12345678',
  page_url: 'http://127.0.0.1/',
  event_type: 'page_view',
  event_data: {},
};

type Case = [name: string, collection: string, body: Record<string, unknown>, field: string];

describe('malformed records get a 400 naming the field, never a 5xx', () => {
  it.each<Case>([
    ['an enquiry without a name', 'enquiries', { ...enquiry, name: undefined }, 'name'],
    ['an enquiry without an email', 'enquiries', { ...enquiry, email: '' }, 'email'],
    ['an enquiry without a message', 'enquiries', { ...enquiry, message: undefined }, 'message'],
    [
      'an enquiry with a 50 KB message',
      'enquiries',
      { ...enquiry, message: 'x'.repeat(50 * 1024) },
      'message',
    ],
    ['an enquiry with a 101-character name', 'enquiries', { ...enquiry, name: 'n'.repeat(101) }, 'name'],
    ['an enquiry with a number for an email', 'enquiries', { ...enquiry, email: 12345 }, 'email'],
    ['an enquiry with a list for an email', 'enquiries', { ...enquiry, email: ['a@b.co'] }, 'email'],
    ['an enquiry about an unknown service', 'enquiries', { ...enquiry, service: 'astrology' }, 'service'],
    ['an enquiry with a bad id', 'enquiries', { ...enquiry, id: 'NOT-VALID' }, 'id'],
    [
      'a subscription with a bad email',
      'newsletter_subscriptions',
      { email: 'not-an-email', ...A_PERSONS_FILL_TIME },
      'email',
    ],
    [
      'a subscription with an unknown source',
      'newsletter_subscriptions',
      { email: 'a@b.co', source: 'x', ...A_PERSONS_FILL_TIME },
      'source',
    ],
    ['an event without a type', 'user_analytics', { ...analyticsEvent, event_type: '' }, 'event_type'],
    [
      'an event with a bad type',
      'user_analytics',
      { ...analyticsEvent, event_type: 'DROP TABLE' },
      'event_type',
    ],
    [
      'an event with a short session',
      'user_analytics',
      { ...analyticsEvent, session_id: 'abc' },
      'session_id',
    ],
    [
      'an event with 20 KB of data',
      'user_analytics',
      { ...analyticsEvent, event_data: { blob: 'x'.repeat(20 * 1024) } },
      'event_data',
    ],
    [
      'an event with a bad client time',
      'user_analytics',
      { ...analyticsEvent, client_ts: 'yesterday' },
      'client_ts',
    ],
  ])('%s', async (_name, collection, body, field) => {
    const response = await client.post<{ data: Record<string, { message: string }> }>(
      `/api/collections/${collection}/records`,
      body,
    );
    expect(response.status).toBe(400);
    expect(response.body.data[field]?.message).toEqual(expect.any(String));
  });

  it.each([
    ['broken JSON', '{"name": "Ada", '],
    ['a JSON array', '[1, 2, 3]'],
    ['a JSON string', '"hello"'],
  ])('a body of %s is a 400', async (_name, raw) => {
    const response = await client.request('POST', '/api/collections/enquiries/records', {
      raw,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
  });

  it('a subscription may not be created as unsubscribed', async () => {
    const response = await client.post('/api/collections/newsletter_subscriptions/records', {
      email: `gone-${newRecordId()}@example.com`,
      status: 'unsubscribed',
      ...A_PERSONS_FILL_TIME,
    });
    expect(response.status).toBe(400);
  });
});

describe('an oversized body', () => {
  it.each([
    ['100 KB', 100 * 1024],
    ['5 MB', 5 * 1024 * 1024],
  ])('of %s is refused with 413 before it is read, and nothing is stored', async (_size, bytes) => {
    const id = newRecordId();
    const started = Date.now();
    const response = await client.post<{ message: string }>('/api/collections/enquiries/records', {
      ...enquiry,
      id,
      message: 'x'.repeat(bytes),
    });
    expect(response.status).toBe(413);
    expect(response.body.message).toContain('too large');
    expect(Date.now() - started).toBeLessThan(1_000);
    const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
    expect((await client.get(`/api/collections/enquiries/records/${id}`, superuser)).status).toBe(404);
  });
});

describe('a batch PocketBase cannot read', () => {
  it.each([
    ['a null request', { requests: [null] }],
    ['a request without a url', { requests: [{ method: 'POST', body: {} }] }],
    ['requests that are not a list', { requests: 'all of them' }],
    ['no requests at all', {}],
  ])('answers 400 for %s, never a 5xx', async (_name, body) => {
    const response = await client.post<{ message: string; data: Record<string, unknown> }>(
      '/api/batch',
      body,
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('each with a method and a url');
    expect(response.body.data).toHaveProperty('requests');
  });

  it('a readable batch is answered as before', async () => {
    const id = newRecordId();
    const response = await client.post<Array<{ status: number }>>('/api/batch', {
      requests: [
        {
          method: 'POST',
          url: '/api/collections/user_analytics/records',
          body: { ...analyticsEvent, id },
        },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.body.map((item) => item.status)).toEqual([200]);
  });
});

describe('analytics event times', () => {
  async function clientTimeStored(clientTs: string): Promise<string> {
    const id = newRecordId();
    const created = await client.post<{ client_ts: string }>('/api/collections/user_analytics/records', {
      ...analyticsEvent,
      id,
      client_ts: clientTs,
    });
    expect(created.status).toBe(200);
    return created.body.client_ts;
  }

  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

  it.each<[name: string, sent: string, kept: boolean]>([
    ['a time from moments ago is kept', daysAgo(0.001), true],
    ['an event delivered three days late keeps its time', daysAgo(3), true],
    ['an event delivered eleven months late keeps its time', daysAgo(335), true],
    [
      'a time in the future (a clock running ahead) becomes the server time',
      '2099-01-01T00:00:00.000Z',
      false,
    ],
    ['a time over a year old (a clock gone wrong) becomes the server time', daysAgo(400), false],
    ['a time in 1970 (a clock reset to zero) becomes the server time', '1970-01-01T00:00:05.000Z', false],
  ])('%s', async (_name, sent, kept) => {
    const stored = new Date((await clientTimeStored(sent)).replace(' ', 'T'));
    if (kept) expect(stored.toISOString()).toBe(sent);
    else expect(Math.abs(stored.getTime() - Date.now())).toBeLessThan(60_000);
  });
});

describe('client-chosen ids make delivery idempotent', () => {
  it('a repeated create with the same id answers validation_not_unique and keeps one record', async () => {
    const record = { ...enquiry, id: newRecordId() };
    const first = await client.post('/api/collections/enquiries/records', record);
    expect(first.status).toBe(200);
    expect(first.body.id).toBe(record.id);

    const repeat = await client.post<{ data: { id: { code: string } } }>(
      '/api/collections/enquiries/records',
      record,
    );
    expect(repeat.status).toBe(400);
    expect(repeat.body.data.id.code).toBe('validation_not_unique');

    const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
    const matches = await client.get<{ totalItems: number }>(
      `/api/collections/enquiries/records?filter=${encodeURIComponent(`id="${record.id}"`)}`,
      superuser,
    );
    expect(matches.body.totalItems).toBe(1);
  });
});
