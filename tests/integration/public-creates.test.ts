import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRecordId } from '@/lib/record-id';
import { api, type Api } from '../support/api';
import { publicRecords } from '../support/public-records';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let client: Api;
let superuserToken: string;
let visitors = 0;

const PARTNER = 'https://partner.example';

const samples = {
  ...publicRecords,
  users: () => {
    const password = `pw-${newRecordId()}`;
    return {
      id: newRecordId(),
      email: `member-${newRecordId()}@example.com`,
      password,
      passwordConfirm: password,
    };
  },
};
type Collection = keyof typeof samples;
const collections = Object.keys(samples) as Collection[];

beforeAll(async () => {
  // Each request comes from a visitor of its own, so no create budget runs out.
  server = await startTestServer({
    env: { TRUSTED_PROXY_HEADERS: 'X-Forwarded-For', CORS_ORIGINS: PARTNER },
  });
  client = api(server.url);
  superuserToken = await client.signIn('_superusers', server.admin.email, server.admin.password);
});

afterAll(async () => {
  await server?.stop();
});

function visitor(): Record<string, string> {
  visitors += 1;
  return { 'X-Forwarded-For': `198.51.${Math.floor(visitors / 250)}.${visitors % 250}` };
}

const recordsPath = (collection: Collection) => `/api/collections/${collection}/records`;

function asForm(record: Record<string, unknown>): URLSearchParams {
  return new URLSearchParams(Object.entries(record).map(([key, value]) => [key, JSON.stringify(value)]));
}

function asMultipart(record: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(record))
    form.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  return form;
}

async function isStored(collection: Collection, id: string): Promise<boolean> {
  return (await client.get(`${recordsPath(collection)}/${id}`, superuserToken)).status === 200;
}

/** Sends a record as a browser on `origin` would, JSON unless a body is given. */
function post(path: string, options: { json?: unknown; raw?: BodyInit; headers?: Record<string, string> }) {
  const headers = { ...visitor(), ...options.headers };
  return options.json !== undefined
    ? client.request('POST', path, { body: options.json, headers })
    : client.request('POST', path, { raw: options.raw!, headers });
}

describe.each(collections)('%s', (collection) => {
  it('is created as JSON from the site’s own origin, and from a configured one', async () => {
    for (const origin of [server.url, PARTNER]) {
      const record = samples[collection]();
      const response = await post(recordsPath(collection), {
        json: record,
        headers: { Origin: origin, 'Sec-Fetch-Site': origin === server.url ? 'same-origin' : 'cross-site' },
      });
      expect(response.status).toBe(200);
      expect(await isStored(collection, record.id)).toBe(true);
    }
  });

  it.each([
    ['form-encoded', (record: Record<string, unknown>) => asForm(record)],
    ['multipart', (record: Record<string, unknown>) => asMultipart(record)],
    [
      'plain text',
      (record: Record<string, unknown>) => new Blob([JSON.stringify(record)], { type: 'text/plain' }),
    ],
  ])('refuses a %s post from another site with 415 and a message', async (_kind, encode) => {
    const record = samples[collection]();
    const response = await post(recordsPath(collection), {
      raw: encode(record),
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.status).toBe(415);
    expect(response.body.message).toMatch(/JSON/);
    expect(await isStored(collection, record.id)).toBe(false);
  });

  it('refuses a form post even from the site’s own origin', async () => {
    const record = samples[collection]();
    const response = await post(recordsPath(collection), {
      raw: asForm(record),
      headers: { Origin: server.url },
    });
    expect(response.status).toBe(415);
    expect(await isStored(collection, record.id)).toBe(false);
  });

  it.each([
    ['another origin', { Origin: 'https://evil.example' }],
    ['an opaque origin', { Origin: 'null' }],
    ['a look-alike origin', { Origin: `${PARTNER}.evil.example` }],
    ['another site, by Sec-Fetch-Site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a sibling site, by Sec-Fetch-Site', { 'Sec-Fetch-Site': 'same-site' }],
  ])('refuses JSON from %s with 403 and a message', async (_kind, headers) => {
    const record = samples[collection]();
    const response = await post(recordsPath(collection), { json: record, headers });
    expect(response.status).toBe(403);
    expect(response.body.message).toEqual(expect.any(String));
    expect(await isStored(collection, record.id)).toBe(false);
  });
});

describe('a superuser', () => {
  it('may create in any encoding from anywhere, as the dashboard does', async () => {
    const record = samples.enquiries();
    const response = await client.request('POST', recordsPath('enquiries'), {
      raw: asMultipart(record),
      token: superuserToken,
      headers: { ...visitor(), Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(200);
    expect(await isStored('enquiries', record.id)).toBe(true);
  });
});

describe('the batch API', () => {
  const batchOf = (records: Array<[Collection, Record<string, unknown>]>) => ({
    requests: records.map(([collection, body]) => ({ method: 'POST', url: recordsPath(collection), body })),
  });

  it('takes public creates as JSON from the site', async () => {
    const enquiry = samples.enquiries();
    const event = samples.user_analytics();
    const response = await post('/api/batch', {
      json: batchOf([
        ['enquiries', enquiry],
        ['user_analytics', event],
      ]),
      headers: { Origin: server.url },
    });
    expect(response.status).toBe(200);
    expect(await isStored('enquiries', enquiry.id)).toBe(true);
    expect(await isStored('user_analytics', event.id)).toBe(true);
  });

  it('refuses them as multipart or from another origin', async () => {
    const enquiry = samples.enquiries();
    const form = new FormData();
    form.set('@jsonPayload', JSON.stringify(batchOf([['enquiries', enquiry]])));
    expect(
      (await post('/api/batch', { raw: form, headers: { Origin: 'https://evil.example' } })).status,
    ).toBe(415);
    const fromElsewhere = await post('/api/batch', {
      json: batchOf([['enquiries', enquiry]]),
      headers: { Origin: 'https://evil.example' },
    });
    expect(fromElsewhere.status).toBe(403);
    expect(await isStored('enquiries', enquiry.id)).toBe(false);
  });
});

describe('paths that name a public collection another way', () => {
  it('are held to the same rule', async () => {
    const collection = await client.get<{ id: string }>('/api/collections/enquiries', superuserToken);
    for (const name of [collection.body.id, 'Enquiries', 'enquir%69es']) {
      const record = samples.enquiries();
      const response = await post(`/api/collections/${name}/records`, {
        raw: asForm(record),
        headers: { Origin: 'https://evil.example' },
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(await isStored('enquiries', record.id)).toBe(false);
    }
  });
});

describe('requests that make the site send a mail', () => {
  async function mailsTo(address: string, kind: string): Promise<number> {
    const filter = encodeURIComponent(`recipients = "${address}" && kind = "${kind}"`);
    const list = await client.get<{ totalItems: number }>(
      `/api/collections/mail_queue/records?filter=${filter}`,
      superuserToken,
    );
    return list.body.totalItems;
  }

  it('are taken only as JSON from the site: a cross-site reset or verification request sends nothing', async () => {
    const member = samples.users();
    expect((await post(recordsPath('users'), { json: member, headers: { Origin: server.url } })).status).toBe(
      200,
    );
    const verificationsAtSignUp = await mailsTo(member.email, 'verification');

    for (const action of ['request-password-reset', 'request-verification']) {
      const path = `/api/collections/users/${action}`;
      const formPost = await post(path, {
        raw: new URLSearchParams({ email: member.email }),
        headers: { Origin: 'https://evil.example' },
      });
      expect(formPost.status).toBe(415);
      const fromElsewhere = await post(path, {
        json: { email: member.email },
        headers: { Origin: 'https://evil.example' },
      });
      expect(fromElsewhere.status).toBe(403);
      const sameSiteForm = await post(path, {
        raw: new URLSearchParams({ email: member.email }),
        headers: { Origin: server.url },
      });
      expect(sameSiteForm.status).toBe(415);
    }
    expect(await mailsTo(member.email, 'password_reset')).toBe(0);
    expect(await mailsTo(member.email, 'verification')).toBe(verificationsAtSignUp);

    // As the site sends it, the reset is mailed.
    const fromTheSite = await post('/api/collections/users/request-password-reset', {
      json: { email: member.email },
      headers: { Origin: server.url },
    });
    expect(fromTheSite.status).toBe(204);
    // PocketBase sends the reset mail after it answers.
    await expect.poll(() => mailsTo(member.email, 'password_reset')).toBe(1);
  });

  it('hold for the superusers’ routes however the collection is named', async () => {
    const collection = await client.get<{ id: string }>('/api/collections/_superusers', superuserToken);
    for (const name of ['_superusers', '_SUPERUSERS', collection.body.id]) {
      const response = await post(`/api/collections/${name}/request-password-reset`, {
        raw: new URLSearchParams({ email: server.admin.email }),
        headers: { Origin: 'https://evil.example' },
      });
      expect(response.status).toBe(415);
    }
    expect(await mailsTo(server.admin.email, 'password_reset')).toBe(0);
  });
});
