import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRecordId } from '@/lib/record-id';
import { api, type Api } from '../support/api';
import { A_PERSONS_FILL_TIME } from '../support/public-records';
import { startTestServer, type TestServer } from '../support/test-server';

interface EnquiryRecord {
  name: string;
  email: string;
  message: string;
}

let server: TestServer;
let client: Api;
let superuserToken: string;
let visitors = 0;

beforeAll(async () => {
  // Each enquiry comes from a visitor of its own, so the per-visitor create budget never runs out.
  server = await startTestServer({ env: { TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' } });
  client = api(server.url);
  superuserToken = await client.signIn('_superusers', server.admin.email, server.admin.password);
});

afterAll(async () => {
  await server?.stop();
});

const RECORDS = '/api/collections/enquiries/records';

function send(fields: Record<string, unknown>) {
  visitors += 1;
  const id = newRecordId();
  const headers = { 'X-Forwarded-For': `198.51.${Math.floor(visitors / 250)}.${visitors % 250}` };
  return client
    .request<{ data?: Record<string, { code: string; message: string }> }>('POST', RECORDS, {
      body: {
        id,
        name: 'Ada',
        email: 'ada@example.com',
        message: 'We would like help with SEO.',
        ...A_PERSONS_FILL_TIME,
        ...fields,
      },
      headers,
    })
    .then((response) => ({ id, ...response }));
}

async function stored(id: string): Promise<EnquiryRecord | undefined> {
  const response = await client.get<EnquiryRecord>(`${RECORDS}/${id}`, superuserToken);
  return response.status === 200 ? response.body : undefined;
}

const ZERO_WIDTH = '\u200b\u200c\u200d\u2060\ufeff';

describe('a blank or junk enquiry', () => {
  it.each([
    ['a name of one space', { name: ' ' }, { name: 'Name is required.' }],
    ['a name of zero-width spaces', { name: ZERO_WIDTH.repeat(4) }, { name: 'Name is required.' }],
    [
      'a name of NUL bytes and escapes',
      { name: '\u0000\u001b[2J\u001b[H\u0007' },
      { name: 'Name is required.' },
    ],
    ['an email of spaces', { email: '    ' }, { email: 'Email is required.' }],
    ['a message of ten spaces', { message: ' '.repeat(10) }, { message: 'Message is required.' }],
    [
      'a message of ten zero-width spaces',
      { message: '\u200b'.repeat(10) },
      { message: 'Message is required.' },
    ],
    ['a message of line breaks and tabs', { message: '\n\t\r\n \t\n' }, { message: 'Message is required.' }],
    [
      'a message short once its padding goes',
      { message: `  short${ZERO_WIDTH.repeat(5)}   ` },
      { message: 'Message must be at least 10 characters.' },
    ],
    [
      'a message padded out with ANSI escapes',
      { message: '\u001b[31mhi\u001b[0m\u001b[31m\u001b[0m' },
      { message: 'Message must be at least 10 characters.' },
    ],
    [
      'everything blank at once',
      { name: '\u00a0', email: '\u3000', message: '\u2028' },
      { name: 'Name is required.', email: 'Email is required.', message: 'Message is required.' },
    ],
  ])('is refused with the form’s own messages: %s', async (_kind, fields, messages) => {
    const response = await send(fields);
    expect(response.status).toBe(400);
    const named = Object.fromEntries(
      Object.entries(response.body.data ?? {}).map(([key, value]) => [key, value.message]),
    );
    expect(named).toEqual(messages);
    expect(await stored(response.id)).toBeUndefined();
  });
});

describe('what a visitor typed', () => {
  it('is stored trimmed, without control characters, escapes or invisible characters', async () => {
    const response = await send({
      name: `  \u001b[1mAda\u001b[0m\u0000   Lovelace${ZERO_WIDTH}\n`,
      email: '  ada@example.com\t',
      message: `\r\n  Hello,\u200b\u202e we need\u0007 help with SEO.   \r\n\r\n\r\n\r\nThanks\u0000  \n`,
    });
    expect(response.status).toBe(200);
    expect(await stored(response.id)).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Hello, we need help with SEO.\n\nThanks',
    });
  });

  it('keeps letters of every script, in their composed form', async () => {
    const response = await send({ name: 'Zoe\u0308 Ɓello 山田', message: 'Gwneud cais am gymorth, diolch!' });
    expect(response.status).toBe(200);
    expect((await stored(response.id))?.name).toBe('Zoë Ɓello 山田');
  });
});

describe('hostile input', () => {
  const values: unknown[] = [
    null,
    true,
    0,
    -1e308,
    [],
    ['a', 'b'],
    {},
    { $ne: '' },
    '\u0000'.repeat(200),
    '\ud800',
    '\udfff\ud800',
    '\u001b]0;pwned\u0007',
    '\u009b31m',
    '%00%0d%0a',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '{{7*7}}',
    '${7*7}',
    'a'.repeat(100_000),
    '\u202e'.repeat(5000),
    '🙂'.repeat(3000),
  ];

  it('never makes the server fail, whatever a field holds', async () => {
    const statuses: number[] = [];
    for (const field of ['name', 'email', 'message', 'service', 'topic', 'source_page', 'package']) {
      for (const value of values) statuses.push((await send({ [field]: value })).status);
    }
    const failures = statuses.filter((status) => status >= 500);
    expect(failures).toEqual([]);
    expect(statuses.filter((status) => status === 400).length).toBeGreaterThan(0);
  });
});
