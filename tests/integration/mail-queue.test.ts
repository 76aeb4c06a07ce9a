import { afterAll, describe, expect, it } from 'vitest';
import { newRecordId } from '@/lib/record-id';
import { api } from '../support/api';
import { A_PERSONS_FILL_TIME } from '../support/public-records';
import { startSmtpListener, type SmtpListener } from '../support/smtp-listener';
import { startTestServer, type TestServer } from '../support/test-server';

const servers: TestServer[] = [];
const listeners: SmtpListener[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all(listeners.map((listener) => listener.stop()));
});

const AGENCY = 'office@clearnorth.example';

async function listener(): Promise<SmtpListener> {
  const started = await startSmtpListener();
  listeners.push(started);
  return started;
}

async function start(smtp: SmtpListener, options: { dataDir?: string } = {}): Promise<TestServer> {
  const server = await startTestServer({
    ...options,
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), AGENCY_EMAIL: AGENCY },
  });
  servers.push(server);
  return server;
}

interface QueuedMail {
  kind: string;
  status: string;
  attempts: number;
  last_error: string;
  recipients: string;
  message?: unknown;
}

/** One sign-in per server: polling must not spend the sign-in budget. */
const tokens = new Map<TestServer, Promise<string>>();

async function queue(server: TestServer): Promise<QueuedMail[]> {
  const client = api(server.url);
  if (!tokens.has(server))
    tokens.set(server, client.signIn('users', server.admin.email, server.admin.password));
  const token = await tokens.get(server)!;
  const list = await client.get<{ items: QueuedMail[] }>(
    '/api/collections/mail_queue/records?sort=created',
    token,
  );
  return list.body.items;
}

const enquiry = (name: string) => ({
  id: newRecordId(),
  name,
  email: 'visitor@example.com',
  message: 'We would like help with <b>SEO</b> & "local" search.\nSecond line <img src=x onerror=alert(1)>',
  service: 'seo',
  ...A_PERSONS_FILL_TIME,
});

/** Waits a few queue ticks to show nothing more arrives. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 3_000));

describe('the enquiry notification', () => {
  it('arrives once, with the details, the inbox link, Reply-To the visitor, and the text escaped', async () => {
    const smtp = await listener();
    const server = await start(smtp);
    const sent = enquiry('Ada <Lovelace>');
    const created = await api(server.url).post('/api/collections/enquiries/records', sent);
    expect(created.status).toBe(200);

    await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(1);
    await settle();
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail!.envelopeTo).toEqual([AGENCY]);
    expect(mail!.subject).toBe('New enquiry from Ada <Lovelace>');
    expect(mail!.headers.get('reply-to')).toContain('visitor@example.com');
    expect(mail!.html).toContain('Ada &lt;Lovelace&gt;');
    expect(mail!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail!.html).not.toContain('<img src=x');
    expect(mail!.html).toContain('SEO');
    // It links to this enquiry in the admin's inbox, not to the whole list.
    const id = (created.body as { id: string }).id;
    expect(mail!.html).toContain(`${server.url}/admin/enquiries?enquiry=${id}`);
    expect(mail!.text).toContain(`Open the enquiry: ${server.url}/admin/enquiries?enquiry=${id}`);
    expect(mail!.text).toContain('Email: visitor@example.com');
    expect(mail!.text).toContain('Service: SEO');
    expect(mail!.text).toContain('Second line <img src=x onerror=alert(1)>');
    expect(mail!.text).toMatch(/Received: \d{1,2} \w{3} \d{4}, \d\d:\d\d UTC/);

    const [queued] = await queue(server);
    expect(queued).toMatchObject({ kind: 'enquiry_notification', status: 'sent', recipients: AGENCY });
    // The message body never leaves the server through the API.
    expect(queued!.message).toBeUndefined();
  });

  it('waits through an SMTP outage and a restart, and arrives once when the server is back', async () => {
    const smtp = await listener();
    await smtp.stop();
    const first = await start(smtp);
    const created = await api(first.url).post('/api/collections/enquiries/records', enquiry('Grace'));
    expect(created.status).toBe(200);

    // The enquiry is saved at once; the mail waits, its failures visible to the admin.
    await expect
      .poll(async () => (await queue(first))[0], { timeout: 10_000 })
      .toMatchObject({
        status: 'queued',
        attempts: expect.any(Number),
        last_error: expect.stringMatching(/\S/),
      });
    await expect.poll(async () => (await queue(first))[0]!.attempts, { timeout: 10_000 }).toBeGreaterThan(1);

    await first.stop({ keepData: true });
    await smtp.start();
    const second = await start(smtp, { dataDir: first.dataDir });

    await expect.poll(() => smtp.mails.length, { timeout: 15_000 }).toBe(1);
    await settle();
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.subject).toBe('New enquiry from Grace');
    expect((await queue(second))[0]).toMatchObject({ status: 'sent', last_error: '' });
  });
});

describe('account mails go through the queue in the site look', () => {
  it('the verification mail a sign-up sends arrives with the site link, in HTML and text', async () => {
    const smtp = await listener();
    const server = await start(smtp);
    const client = api(server.url);
    const password = 'correct-horse-9';
    const response = await client.post('/api/collections/users/records', {
      email: 'reader@example.com',
      password,
      passwordConfirm: password,
    });
    expect(response.status).toBe(200);

    await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(1);
    const [mail] = smtp.mails;
    expect(mail!.subject).toBe('Confirm your Clear North account');
    expect(mail!.html).toMatch(new RegExp(`${server.url}/\\?verify=[\\w.-]+`));
    expect(mail!.html).toContain('Clear North');
    expect(mail!.text).toMatch(new RegExp(`Confirm my email address: ${server.url}/\\?verify=[\\w.-]+`));
    expect(mail!.headers.has('x-clear-north-queue')).toBe(false);
    expect((await queue(server)).map((queued) => queued.kind)).toEqual(['verification']);
  });
});

describe('the order mail goes out in', () => {
  it('a mail someone waits for goes before a burst of notifications queued earlier', async () => {
    const smtp = await listener();
    const server = await start(smtp);
    const client = api(server.url);
    const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
    const notification = (n: number) => ({
      method: 'POST',
      url: '/api/collections/mail_queue/records',
      body: {
        kind: 'enquiry_notification',
        recipients: AGENCY,
        subject: `Notification ${n}`,
        status: 'queued',
        attempts: 0,
        next_attempt_at: new Date(Date.now() - 60_000).toISOString().replace('T', ' '),
        message: {
          from: { address: 'site@clearnorth.example', name: 'Clear North' },
          to: [{ address: AGENCY, name: '' }],
          subject: `Notification ${n}`,
          html: `<p>${n}</p>`,
          text: String(n),
          headers: {},
        },
      },
    });
    const BURST = 200;
    for (let start = 0; start < BURST; start += 50) {
      const batch = await client.request('POST', '/api/batch', {
        token: superuser,
        body: { requests: Array.from({ length: 50 }, (_, index) => notification(start + index)) },
      });
      expect(batch.status).toBe(200);
    }

    const password = 'correct-horse-9';
    const signUp = await client.post('/api/collections/users/records', {
      email: 'waiting@example.com',
      password,
      passwordConfirm: password,
    });
    expect(signUp.status).toBe(200);

    const isVerification = (mail: { subject: string }) => mail.subject === 'Confirm your Clear North account';
    await expect.poll(() => smtp.mails.some(isVerification), { timeout: 30_000 }).toBe(true);
    const position = smtp.mails.findIndex(isVerification);
    // Oldest first, it would have come after all 200; it goes out at the next tick instead.
    expect(BURST - position).toBeGreaterThanOrEqual(50);
  }, 60_000);
});
