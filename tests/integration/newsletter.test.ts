import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverSingle, type Fetcher } from '@/lib/outbox/deliver';
import { COLLECTIONS } from '@/lib/pocketbase/collections';
import { newRecordId } from '@/lib/record-id';
import { api, type Api } from '../support/api';
import { A_PERSONS_FILL_TIME } from '../support/public-records';
import { startSmtpListener, type ReceivedMail, type SmtpListener } from '../support/smtp-listener';
import { testClock, testClockHooks, type TestClock } from '../support/test-clock';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let smtp: SmtpListener;
let client: Api;
let superuser: string;

beforeAll(async () => {
  smtp = await startSmtpListener();
  server = await startTestServer({ env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) } });
  client = api(server.url);
  superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const RECORDS = '/api/collections/newsletter_subscriptions/records';
const address = (name: string) => `${name}-${newRecordId()}@example.com`;

interface Subscription {
  id: string;
  email: string;
  status: string;
  confirmed_at: string;
  unsubscribed_at: string;
}

async function stored(email: string): Promise<Subscription> {
  const found = await client.get<{ items: Subscription[] }>(
    `${RECORDS}?filter=${encodeURIComponent(`email="${email}"`)}`,
    superuser,
  );
  expect(found.body.items).toHaveLength(1);
  return found.body.items[0]!;
}

/** The next mail to `to` whose subject matches, once it has arrived. */
async function mailTo(to: string, subject: RegExp, after = 0): Promise<ReceivedMail> {
  const find = () =>
    smtp.mails.slice(after).find((mail) => mail.envelopeTo.includes(to) && subject.test(mail.subject));
  await expect.poll(find, { timeout: 10_000 }).toBeDefined();
  return find()!;
}

function link(mail: ReceivedMail, label: string): URL {
  const match = new RegExp(`${label}: (\\S+)`).exec(mail.text);
  expect(match, `"${label}" in the mail's text`).not.toBeNull();
  return new URL(match![1]!);
}

async function subscribe(email: string, id = newRecordId()) {
  return client.post<Record<string, unknown>>(RECORDS, {
    id,
    email,
    source: 'popup',
    ...A_PERSONS_FILL_TIME,
  });
}

/** The answer with what differs by request (id, address, time) taken out. */
function shape(answer: { status: number; body: Record<string, unknown> }) {
  const { id: _id, email: _email, created: _created, updated: _updated, ...rest } = answer.body;
  return { status: answer.status, keys: Object.keys(answer.body), rest };
}

describe('double opt-in', () => {
  it('a subscription is pending until the link in its confirmation mail is followed', async () => {
    const email = address('pending');
    const answer = await subscribe(email);
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('pending');
    expect((await stored(email)).status).toBe('pending');

    const mail = await mailTo(email, /^Confirm your subscription/);
    const confirm = link(mail, 'Yes, subscribe me');
    expect(`${confirm.origin}${confirm.pathname}`).toBe(`${server.url}/newsletter/confirm`);
    expect(mail.html).toContain('Yes, subscribe me');

    const confirmed = await client.post('/api/newsletter/confirm', {
      token: confirm.searchParams.get('token'),
    });
    expect(confirmed).toEqual({ status: 200, body: { status: 'subscribed' } });
    const subscription = await stored(email);
    expect(subscription.status).toBe('subscribed');
    expect(subscription.confirmed_at).not.toBe('');
  });

  it('a confirmation greets the address alone: a stranger’s name never reaches the inbox', async () => {
    const email = address('named');
    const lure = 'You won £500, claim at https://evil.example/claim now';
    const answer = await client.post(RECORDS, {
      id: newRecordId(),
      email,
      full_name: lure,
      source: 'popup',
      ...A_PERSONS_FILL_TIME,
    });
    expect(answer.status).toBe(200);
    const mail = await mailTo(email, /^Confirm your subscription/);
    expect(mail.text).toMatch(/^Hello,$/m);
    for (const part of [mail.text, mail.html, mail.subject]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('You won');
    }
  });

  it('a forged or altered confirmation token is refused', async () => {
    const email = address('forged-confirm');
    await subscribe(email);
    const token = link(await mailTo(email, /^Confirm/), 'Yes, subscribe me').searchParams.get('token')!;
    const [id, expires, signature] = token.split('.');
    for (const forged of [
      `${id}.${expires}.${'0'.repeat(64)}`,
      `${id}.${Number(expires) + 1}.${signature}`,
      `${newRecordId()}.${expires}.${signature}`,
      id!,
      '',
    ]) {
      const answer = await client.post<{ data: { token?: { code: string } } }>('/api/newsletter/confirm', {
        token: forged,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.data.token?.code).toBe('validation_invalid_token');
    }
    expect((await stored(email)).status).toBe('pending');
  });

  it('a subscriber cannot claim when consent was given or withdrawn', async () => {
    const email = address('claim');
    const claim = '2020-01-01 00:00:00.000Z';
    const answer = await client.post(RECORDS, {
      id: newRecordId(),
      email,
      source: 'popup',
      confirmed_at: claim,
      unsubscribed_at: claim,
      ...A_PERSONS_FILL_TIME,
    });
    expect(answer.status).toBe(200);
    expect(await stored(email)).toMatchObject({ status: 'pending', confirmed_at: '', unsubscribed_at: '' });
  });

  it('never stores an empty status', async () => {
    const email = address('status');
    await subscribe(email);
    const all = await client.get<{ items: Subscription[] }>(`${RECORDS}?perPage=500`, superuser);
    for (const subscription of all.body.items) {
      expect(['pending', 'subscribed', 'unsubscribed']).toContain(subscription.status);
    }
  });
});

describe('nobody can tell whether an address is on the list', () => {
  it('a known and a new address get the same answer, and the known one’s owner is mailed', async () => {
    const known = address('known');
    await subscribe(known);
    const confirmation = await mailTo(known, /^Confirm/);
    await client.post('/api/newsletter/confirm', {
      token: link(confirmation, 'Yes, subscribe me').searchParams.get('token'),
    });

    const again = await subscribe(known.toUpperCase());
    const fresh = await subscribe(address('fresh'));
    expect(shape(again)).toEqual(shape(fresh));
    expect(again.body.status).toBe('pending');

    const note = await mailTo(known, /^You're already subscribed/);
    expect(note.text).toContain('nothing has changed');
    expect((await stored(known)).status).toBe('subscribed');
  });

  it('a bad field is refused the same way for a known and a new address', async () => {
    const known = address('known-bad');
    await subscribe(known);
    const forKnown = await client.post(RECORDS, { email: known, source: 'nowhere', ...A_PERSONS_FILL_TIME });
    const forNew = await client.post(RECORDS, {
      email: address('new-bad'),
      source: 'nowhere',
      ...A_PERSONS_FILL_TIME,
    });
    expect(forKnown).toEqual(forNew);
    expect(forKnown.status).toBe(400);
  });

  it('a resent subscription (same id) is delivered, not refused, and mails nobody twice', async () => {
    const email = address('resent');
    const id = newRecordId();
    const item = {
      id,
      path: COLLECTIONS.newsletterSubscriptions.recordsPath,
      body: { id, email, source: 'popup', ...A_PERSONS_FILL_TIME },
    };
    const fetcher: Fetcher = (path, init) => fetch(`${server.url}${path}`, init);
    expect(await deliverSingle(item, fetcher)).toEqual({ kind: 'delivered' });
    expect(await deliverSingle(item, fetcher)).toEqual({ kind: 'delivered' });
    await mailTo(email, /^Confirm/);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(smtp.mails.filter((mail) => mail.envelopeTo.includes(email))).toHaveLength(1);
  });
});

describe('one-click unsubscribe', () => {
  async function subscribed(name: string): Promise<{ email: string; mail: ReceivedMail }> {
    const email = address(name);
    await subscribe(email);
    const mail = await mailTo(email, /^Confirm/);
    await client.post('/api/newsletter/confirm', {
      token: link(mail, 'Yes, subscribe me').searchParams.get('token'),
    });
    return { email, mail };
  }

  it('every newsletter mail carries the RFC 8058 headers and an unsubscribe link to the site', async () => {
    const { mail } = await subscribed('headers');
    expect(mail.headers.get('list-unsubscribe')).toMatch(
      new RegExp(`^<${server.url}/api/newsletter/unsubscribe\\?token=[\\w.]+>$`),
    );
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const page = link(mail, 'Unsubscribe');
    expect(`${page.origin}${page.pathname}`).toBe(`${server.url}/newsletter/unsubscribe`);
  });

  it('a mail client’s one-click POST unsubscribes', async () => {
    const { email, mail } = await subscribed('one-click');
    const target = /^<(.+)>$/.exec(mail.headers.get('list-unsubscribe')!)![1]!;
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    const subscription = await stored(email);
    expect(subscription.status).toBe('unsubscribed');
    expect(subscription.unsubscribed_at).not.toBe('');
  });

  it('the site’s page unsubscribes through the outbox, and a repeat is delivered too', async () => {
    const { email, mail } = await subscribed('page');
    const token = link(mail, 'Unsubscribe').searchParams.get('token');
    const id = newRecordId();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await client.post('/api/newsletter/unsubscribe', { id, token });
      expect(answer).toEqual({ status: 200, body: { id, status: 'unsubscribed' } });
    }
    expect((await stored(email)).status).toBe('unsubscribed');
  });

  it('a forged or altered token, or a bare address, unsubscribes nobody', async () => {
    const { email, mail } = await subscribed('forged');
    const token = link(mail, 'Unsubscribe').searchParams.get('token')!;
    const confirmToken = link(mail, 'Yes, subscribe me').searchParams.get('token')!;
    const [id, expires, signature] = token.split('.');
    for (const body of [
      { token: `${id}.${expires}.${signature!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}` },
      { token: `${newRecordId()}.${expires}.${signature}` },
      { token: `${id}.1.${signature}` },
      // A confirmation token is signed for another purpose.
      { token: confirmToken },
      { email },
      {},
    ]) {
      const answer = await client.post<{ data: { token?: { code: string } } }>(
        '/api/newsletter/unsubscribe',
        body,
      );
      expect(answer.status).toBe(400);
      expect(answer.body.data.token?.code).toBe('validation_invalid_token');
    }
    const get = await fetch(`${server.url}/api/newsletter/unsubscribe?token=${token}`);
    expect(get.status).toBe(404);
    expect((await stored(email)).status).toBe('subscribed');
  });
});

describe('an address subscribed again before it was confirmed', () => {
  const PAUSE_SECONDS = 3;
  let paused: TestServer;
  let pausedClient: Api;
  let pausedClock: TestClock;

  beforeAll(async () => {
    paused = await startTestServer({
      env: {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        OWNER_MAIL_PAUSE_SECONDS: String(PAUSE_SECONDS),
      },
      extraHooks: testClockHooks,
    });
    pausedClient = api(paused.url);
    pausedClock = await testClock(paused);
  });

  afterAll(async () => {
    await paused?.stop();
  });

  const subscribeThere = (email: string) =>
    pausedClient.post<Record<string, unknown>>(RECORDS, {
      id: newRecordId(),
      email,
      source: 'footer',
      ...A_PERSONS_FILL_TIME,
    });
  const confirmations = (email: string) =>
    smtp.mails.filter((mail) => mail.envelopeTo.includes(email) && /^Confirm/.test(mail.subject));

  it('answers as for a new address, and mails a fresh confirmation link at most once in the owner-mail pause', async () => {
    // The pause lasts until the server's clock is moved past it, however long the mail takes.
    await pausedClock.set(Date.now());
    const email = address('unconfirmed');
    await subscribeThere(email);
    await mailTo(email, /^Confirm your subscription/);

    const again = await subscribeThere(email);
    const fresh = await subscribeThere(address('fresh-there'));
    expect(shape(again)).toEqual(shape(fresh));
    // Within the pause: nothing more reaches the owner.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(confirmations(email)).toHaveLength(1);

    await pausedClock.set(Date.now() + PAUSE_SECONDS * 1000);
    const before = smtp.mails.length;
    await subscribeThere(email);
    const resent = await mailTo(email, /^Confirm your subscription/, before);
    expect(confirmations(email)).toHaveLength(2);
    const confirmed = await pausedClient.post('/api/newsletter/confirm', {
      token: link(resent, 'Yes, subscribe me').searchParams.get('token'),
    });
    expect(confirmed).toEqual({ status: 200, body: { status: 'subscribed' } });
  });
});
