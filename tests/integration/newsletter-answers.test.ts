import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRecordId } from '@/lib/record-id';
import { api, type Api } from '../support/api';
import { A_PERSONS_FILL_TIME } from '../support/public-records';
import { startTestServer, type TestServer } from '../support/test-server';

// Nobody can tell from the server's answers whether an address is on the
// list: a subscription naming a subscribed or a pending address, however it
// is written (a space, a zero-width or direction mark, another letter case),
// is answered exactly as one naming a new address, through the API, a batch
// and the form posted without JavaScript, and its owner is mailed at most
// once in the owner-mail pause, however many requests name it at once.

let server: TestServer;
let client: Api;
let superuser: string;
let visitors = 0;

beforeAll(async () => {
  // Each request comes from an address of its own, so no subscription budget runs out.
  server = await startTestServer({ env: { TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' } });
  client = api(server.url);
  superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});

const RECORDS = '/api/collections/newsletter_subscriptions/records';
const newAddress = (name: string) => `${name}-${newRecordId()}@example.com`;

function visitor(): Record<string, string> {
  visitors += 1;
  return { 'X-Forwarded-For': `198.18.${Math.floor(visitors / 250)}.${visitors % 250}` };
}

/** Ways to write an address that name the same subscriber. */
const SPELLINGS: Array<[string, (address: string) => string]> = [
  ['as stored', (address) => address],
  ['with a trailing space', (address) => `${address} `],
  ['with a zero-width space', (address) => `${address}\u200b`],
  ['with a right-to-left override', (address) => `\u202e${address}`],
  ['in capitals', (address) => address.toUpperCase()],
  ['in mixed case', (address) => address.replace(/^./, (first) => first.toUpperCase())],
];

/** What a record answer says once the address, the id and the times any two answers differ in are set aside. */
function comparable(status: number, text: string, address: string): { status: number; text: string } {
  return {
    status,
    text: text
      .replace(new RegExp(`"email":"${address.replace(/[.+]/g, '\\$&')}"`, 'i'), '"email":<the address>')
      .replace(/"id":"[a-z0-9]{15}"/, '"id":<an id>')
      .replace(/"(created|updated)":"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z"/g, '"$1":<a time>'),
  };
}

async function subscribe(email: string, fields: Record<string, unknown> = {}) {
  const response = await fetch(`${server.url}${RECORDS}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...visitor() },
    body: JSON.stringify({ email, source: 'popup', ...A_PERSONS_FILL_TIME, ...fields }),
  });
  return { status: response.status, text: await response.text() };
}

async function subscribeInBatch(emails: string[]) {
  const response = await fetch(`${server.url}/api/batch`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...visitor() },
    body: JSON.stringify({
      requests: emails.map((email) => ({
        method: 'POST',
        url: RECORDS,
        body: { id: newRecordId(), email, source: 'popup', ...A_PERSONS_FILL_TIME },
      })),
    }),
  });
  return { status: response.status, text: await response.text() };
}

async function postForm(email: string) {
  const response = await fetch(`${server.url}/forms/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url, ...visitor() },
    body: new URLSearchParams({ email, source: 'footer', source_page: '/' }),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('Location'), text: await response.text() };
}

/** Subscriptions stored for `address`, in any letter case. */
async function storedFor(address: string): Promise<Array<{ id: string; email: string; status: string }>> {
  const filter = encodeURIComponent(`email ~ "${address.split('@')[0]}"`);
  const list = await client.get<{ items: Array<{ id: string; email: string; status: string }> }>(
    `${RECORDS}?filter=${filter}`,
    superuser,
  );
  return list.body.items;
}

/** Mails of `kind` queued for `address`. */
async function mailsTo(address: string, kind: string): Promise<number> {
  const filter = encodeURIComponent(`recipients ~ "${address}" && kind = "${kind}"`);
  const list = await client.get<{ totalItems: number }>(
    `/api/collections/mail_queue/records?perPage=1&filter=${filter}`,
    superuser,
  );
  return list.body.totalItems;
}

/** An address on the list: subscribed (its link followed), or still pending. */
async function onTheList(status: 'subscribed' | 'pending'): Promise<string> {
  const address = newAddress(status);
  expect((await subscribe(address)).status).toBe(200);
  if (status === 'subscribed') {
    const [record] = await storedFor(address);
    const confirmed = await client.patch(
      `${RECORDS}/${record!.id}`,
      { status: 'subscribed', confirmed_at: new Date().toISOString() },
      superuser,
    );
    expect(confirmed.status).toBe(200);
  }
  return address;
}

describe.each(['subscribed', 'pending'] as const)('an address already %s', (status) => {
  it.each(SPELLINGS)('written %s is answered through the API as a new one is', async (_label, spell) => {
    const known = await onTheList(status);
    const fresh = newAddress('fresh');
    const forKnown = await subscribe(spell(known));
    const forNew = await subscribe(spell(fresh));
    expect(forNew.status).toBe(200);
    expect(comparable(forKnown.status, forKnown.text, known)).toEqual(
      comparable(forNew.status, forNew.text, fresh),
    );
    expect(await storedFor(known)).toEqual([expect.objectContaining({ email: known, status })]);
  });

  it.each(SPELLINGS)('written %s is answered by the form as a new one is', async (_label, spell) => {
    const known = await onTheList(status);
    const forKnown = await postForm(spell(known));
    const forNew = await postForm(spell(newAddress('fresh')));
    expect(forNew.status).toBe(303);
    expect(forKnown).toEqual(forNew);
    expect(await storedFor(known)).toEqual([expect.objectContaining({ email: known, status })]);
  });

  it('is answered in a batch as a new one is', async () => {
    const known = await onTheList(status);
    const fresh = newAddress('fresh');
    const forKnown = await subscribeInBatch([` ${known.toUpperCase()}\u200b`]);
    const forNew = await subscribeInBatch([` ${fresh.toUpperCase()}\u200b`]);
    expect(forNew.status).toBe(200);
    expect(comparable(forKnown.status, forKnown.text, known)).toEqual(
      comparable(forNew.status, forNew.text, fresh),
    );
  });
});

describe('the owner of an address on the list', () => {
  it('is mailed once, however many requests name the address, however written and however sent', async () => {
    const known = await onTheList('subscribed');
    const ROUNDS = 3;
    const answers = await Promise.all([
      ...Array.from({ length: ROUNDS }, () => SPELLINGS.map(([, spell]) => subscribe(spell(known)))).flat(),
      ...SPELLINGS.map(([, spell]) => postForm(spell(known))),
      subscribeInBatch([known, known.toUpperCase()]),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array.from({ length: ROUNDS * SPELLINGS.length }, () => 200),
      ...SPELLINGS.map(() => 303),
      200,
    ]);
    expect(await mailsTo(known, 'newsletter_already_subscribed')).toBe(1);
    expect(await storedFor(known)).toHaveLength(1);
  });

  it('of a new address named by many requests at once gets one subscription and one confirmation', async () => {
    const fresh = newAddress('raced');
    const answers = await Promise.all([
      ...SPELLINGS.map(([, spell]) => subscribe(spell(fresh))),
      ...SPELLINGS.map(([, spell]) => subscribe(spell(fresh))),
      ...SPELLINGS.map(([, spell]) => postForm(spell(fresh))),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([
      ...SPELLINGS.map(() => 200),
      ...SPELLINGS.map(() => 200),
      ...SPELLINGS.map(() => 303),
    ]);
    // Stored once, as whichever request came first wrote it.
    const stored = await storedFor(fresh);
    expect(stored.map((record) => [record.email.toLowerCase(), record.status])).toEqual([[fresh, 'pending']]);
    expect(await mailsTo(fresh, 'newsletter_confirmation')).toBe(1);
  });

  it('of a new address named twice in one batch gets one subscription and one confirmation, answered as two new ones', async () => {
    const fresh = newAddress('twice');
    const twice = await subscribeInBatch([fresh, ` ${fresh.toUpperCase()}`]);
    const two = await subscribeInBatch([newAddress('one'), newAddress('other')]);
    expect(twice.status).toBe(200);
    const shapes = (text: string) =>
      (JSON.parse(text) as Array<{ status: number; body: Record<string, unknown> }>).map((item) => ({
        status: item.status,
        keys: Object.keys(item.body),
      }));
    expect(shapes(twice.text)).toEqual(shapes(two.text));
    expect(await storedFor(fresh)).toHaveLength(1);
    expect(await mailsTo(fresh, 'newsletter_confirmation')).toBe(1);
  });
});
