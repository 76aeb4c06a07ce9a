import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_COLLECTIONS } from '@/definitions/records';
import { REQUEST_LIMITS } from '@/definitions/request-limits';
import { newRecordId } from '@/lib/record-id';
import { api, type Api } from '../support/api';
import { publicRecords } from '../support/public-records';
import { serverCpu, type ServerCpu } from '../support/server-cpu';
import { startTestServer, type TestServer } from '../support/test-server';

// A body sent in chunks, without a Content-Length, is held to the same limit
// as one that says its length: a public create over 64 KB, or a batch over
// the batch limit, answers 413 after no more than the limit is read, and
// nothing is stored. The size check once read only Content-Length, so a
// 5 MB chunked event was stored and a 5 MB chunked enquiry read and cleaned.

let server: TestServer;
let client: Api;
let superuser: string;
let cpu: ServerCpu;
let visitors = 0;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' } });
  client = api(server.url);
  superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
  cpu = await serverCpu(server);
});
afterAll(async () => {
  await server?.stop();
});

const MB = 1024 * 1024;

/**
 * POSTs `body` as JSON with Transfer-Encoding: chunked, in 64 KB chunks, and
 * answers what the server said; a server that answers before the end stops
 * the sending.
 */
function postChunked(path: string, body: string): Promise<{ status: number; message: string }> {
  visitors += 1;
  const bytes = Buffer.from(body);
  return new Promise((resolve, reject) => {
    const sending = request(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Transfer-Encoding': 'chunked',
        'X-Forwarded-For': `198.19.${Math.floor(visitors / 250)}.${visitors % 250}`,
      },
    });
    let answered = false;
    sending.on('response', (response) => {
      answered = true;
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        let message = text;
        try {
          message = String((JSON.parse(text) as { message?: unknown }).message ?? '');
        } catch {
          // Not JSON: the text itself.
        }
        resolve({ status: response.statusCode ?? 0, message });
      });
    });
    // A server that answered early may close the connection under the rest of the body.
    sending.on('error', (error) => {
      if (!answered) reject(error);
    });
    let offset = 0;
    const writeMore = () => {
      while (offset < bytes.length && !answered) {
        const chunk = bytes.subarray(offset, offset + 64 * 1024);
        offset += chunk.length;
        if (!sending.write(chunk)) {
          sending.once('drain', writeMore);
          return;
        }
      }
      sending.end();
    };
    writeMore();
  });
}

async function isStored(collection: string, id: string): Promise<boolean> {
  return (await client.get(`/api/collections/${collection}/records/${id}`, superuser)).status === 200;
}

/** A valid new record of `collection`. */
function recordOf(collection: string): Record<string, unknown> & { id: string } {
  if (collection in publicRecords) return publicRecords[collection as keyof typeof publicRecords]();
  const password = `pw-${newRecordId()}`;
  return {
    id: newRecordId(),
    email: `member-${newRecordId()}@example.com`,
    password,
    passwordConfirm: password,
  };
}

/**
 * A valid record of `collection` grown to `bytes` of JSON by a field no
 * collection has, which PocketBase would ignore and store the rest.
 */
function grown(collection: string, bytes: number): Record<string, unknown> & { id: string } {
  const record = { ...recordOf(collection), padding: '' };
  return { ...record, padding: 'x'.repeat(bytes - JSON.stringify(record).length) };
}

describe('a chunked body', () => {
  it.each(PUBLIC_COLLECTIONS)(
    'of 5 MB to %s answers 413 having read no more than the limit, and nothing is stored',
    async (collection) => {
      const record = grown(collection, 5 * MB);
      const before = await cpu.usedMs();
      const answer = await postChunked(`/api/collections/${collection}/records`, JSON.stringify(record));
      const spent = (await cpu.usedMs()) - before;
      expect(answer).toEqual({ status: 413, message: expect.stringContaining('too large') });
      expect(await isStored(collection, record.id)).toBe(false);
      // Reading and cleaning 5 MB cost the server seconds; refusing it after 64 KB, next to nothing.
      expect(spent).toBeLessThan(250);
    },
  );

  it('of a batch over the batch limit answers 413, and nothing is stored', async () => {
    const events = Array.from({ length: 10 }, () => grown('user_analytics', 60 * 1024));
    const body = JSON.stringify({
      requests: events.map((event) => ({
        method: 'POST',
        url: '/api/collections/user_analytics/records',
        body: event,
      })),
    });
    expect(Buffer.byteLength(body)).toBeGreaterThan(REQUEST_LIMITS.batch.maxBodySize);
    expect(await postChunked('/api/batch', body)).toEqual({
      status: 413,
      message: expect.stringContaining('too large'),
    });
    for (const event of events) expect(await isStored('user_analytics', event.id)).toBe(false);
  });

  it('of a request that sends a mail, over 64 KB, answers 413', async () => {
    const answer = await postChunked(
      '/api/collections/users/request-password-reset',
      JSON.stringify({ email: `someone-${newRecordId()}@example.com`, padding: 'x'.repeat(100 * 1024) }),
    );
    expect(answer).toEqual({ status: 413, message: expect.stringContaining('too large') });
  });

  it('within the limit is taken as if it said its length', async () => {
    const enquiry = publicRecords.enquiries();
    expect((await postChunked('/api/collections/enquiries/records', JSON.stringify(enquiry))).status).toBe(
      200,
    );
    expect(await isStored('enquiries', enquiry.id)).toBe(true);

    const event = grown('user_analytics', 40 * 1024);
    const batch = JSON.stringify({
      requests: [{ method: 'POST', url: '/api/collections/user_analytics/records', body: event }],
    });
    expect((await postChunked('/api/batch', batch)).status).toBe(200);
    expect(await isStored('user_analytics', event.id)).toBe(true);
  });

  it('of exactly the limit is taken, and one byte more is refused', async () => {
    const limit = 64 * 1024;
    // JSON may end in whitespace: a valid enquiry, made as long as wanted.
    const sized = (bytes: number) => {
      const enquiry = publicRecords.enquiries();
      const json = JSON.stringify(enquiry);
      return { id: enquiry.id, body: json + ' '.repeat(bytes - json.length) };
    };
    const fits = sized(limit);
    expect(Buffer.byteLength(fits.body)).toBe(limit);
    expect((await postChunked('/api/collections/enquiries/records', fits.body)).status).toBe(200);
    expect(await isStored('enquiries', fits.id)).toBe(true);

    const over = sized(limit + 1);
    expect(await postChunked('/api/collections/enquiries/records', over.body)).toEqual({
      status: 413,
      message: expect.stringContaining('too large'),
    });
    expect(await isStored('enquiries', over.id)).toBe(false);
  });
});
