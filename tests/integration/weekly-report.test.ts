import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SETTINGS, reportWeekBefore, weekSpan, type ReportWeek } from '@/definitions/weekly-report';
import { newRecordId } from '@/lib/record-id';
import { api, type Api } from '../support/api';
import { A_PERSONS_FILL_TIME } from '../support/public-records';
import { startSmtpListener, type ReceivedMail, type SmtpListener } from '../support/smtp-listener';
import { testClock, testClockHooks, type TestClock } from '../support/test-clock';
import { startTestServer, type TestServer } from '../support/test-server';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// When an enquiry was received: PocketBase stamps `created` itself, so only
// the database can say an enquiry came in before the test began.
const fixtureHooks = {
  ...testClockHooks,
  'test-received-at.pb.js': `
routerAdd('POST', '/api/test/enquiry-received', (e) => {
  const body = e.requestInfo().body;
  e.app.db().newQuery('UPDATE enquiries SET created = {:at} WHERE id = {:id}').bind({ at: body.at, id: body.id }).execute();
  return e.noContent(204);
}, $apis.requireSuperuserAuth());
`,
};

/**
 * The week before last, wholly past, so that every event and enquiry of the
 * test has a time of its own in it or in the week before, whatever the wall
 * clock says while the test runs (an event over a year old would be dated now).
 */
const week: ReportWeek = reportWeekBefore(Date.now() - 7 * DAY);

interface Running {
  server: TestServer;
  smtp: SmtpListener;
  client: Api;
  clock: TestClock;
  superuser: string;
  admin: string;
}

const started: Running[] = [];
afterAll(async () => {
  await Promise.all(started.map(({ server }) => server.stop()));
  await Promise.all(started.map(({ smtp }) => smtp.stop()));
});

/** A server whose clock stands at `at` from its start, its report's job running every second. */
async function start(smtp: SmtpListener, at: number, from?: TestServer): Promise<Running> {
  const server = await startTestServer({
    extraHooks: fixtureHooks,
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      WEEKLY_REPORT_CRON: '* * * * *',
      TEST_CLOCK_AT: String(at),
    },
    ...(from ? { dataDir: from.dataDir, port: Number(new URL(from.url).port), admin: from.admin } : {}),
  });
  const client = api(server.url);
  const running = {
    server,
    smtp,
    client,
    clock: await testClock(server),
    superuser: await client.signIn('_superusers', server.admin.email, server.admin.password),
    admin: await client.signIn('users', server.admin.email, server.admin.password),
  };
  started.push(running);
  return running;
}

const reports = (smtp: SmtpListener) => smtp.mails.filter((mail) => mail.subject.startsWith('Weekly report'));

async function queuedReports(running: Running): Promise<Array<{ status: string; attempts: number }>> {
  const answer = await running.client.get<{ items: Array<{ status: string; attempts: number }> }>(
    `/api/collections/mail_queue/records?filter=${encodeURIComponent('kind="weekly_report"')}`,
    running.superuser,
  );
  return answer.body.items;
}

async function sendEnquiry(running: Running, fields: Record<string, string>): Promise<string> {
  const id = newRecordId();
  const answer = await running.client.post('/api/collections/enquiries/records', {
    id,
    email: 'visitor@example.com',
    message: 'We would like to talk.',
    ...fields,
    ...A_PERSONS_FILL_TIME,
  });
  expect(answer.status).toBe(200);
  return id;
}

/**
 * Two enquiry notifications delivered one after the other: the report's job
 * and the queue run on the same one-second ticks, so by then the job has run
 * with the clock as set, and anything it queued has been sent. Each is filed
 * as spam, which the report leaves out.
 */
async function twoTicksLater(running: Running): Promise<void> {
  for (const name of ['First Tick', 'Second Tick']) {
    const id = await sendEnquiry(running, { name });
    const filed = await running.client.patch(
      `/api/collections/enquiries/records/${id}`,
      { filed: 'spam' },
      running.admin,
    );
    expect(filed.status).toBe(200);
    await expect
      .poll(() => running.smtp.mails.some((mail) => mail.subject === `New enquiry from ${name}`), {
        timeout: 15_000,
      })
      .toBe(true);
    running.smtp.mails.splice(
      running.smtp.mails.findIndex((mail) => mail.subject === `New enquiry from ${name}`),
      1,
    );
  }
}

/** Sent as a visitor's browser sends it, dated by the visitor's clock. */
async function visit(
  running: Running,
  session: string,
  at: number,
  path: string,
  referrer?: string,
): Promise<void> {
  const answer = await running.client.post('/api/collections/user_analytics/records', {
    id: newRecordId(),
    session_id: session,
    page_url: `http://127.0.0.1${path}`,
    event_type: 'page_view',
    event_data: { path, ...(referrer ? { referrer } : {}) },
    client_ts: new Date(at).toISOString(),
  });
  expect(answer.status).toBe(200);
}

describe('the weekly report', () => {
  let running: Running;
  let stillNew: string[];
  let mail: ReceivedMail;

  beforeAll(async () => {
    running = await start(await startSmtpListener(), week.dueAt - 1_000);
    const thisWeek = (step: number) => week.from + step * 10 * HOUR;
    const lastWeek = (hours: number) => week.previousFrom + hours * HOUR;
    const receivedAt = async (id: string, at: number) => {
      const answer = await running.client.post(
        '/api/test/enquiry-received',
        { id, at: new Date(at).toISOString().replace('T', ' ') },
        running.superuser,
      );
      expect(answer.status).toBe(204);
    };

    // The week: 7 visitors, 10 page views over 6 pages, from 6 sources.
    await visit(running, 'visitor-one', thisWeek(1), '/pricing', 'https://www.google.com/search?q=seo');
    await visit(running, 'visitor-one', thisWeek(2), '/services/seo');
    await visit(running, 'visitor-two', thisWeek(3), '/pricing');
    await visit(running, 'visitor-three', thisWeek(4), '/pricing', 'https://www.google.com/');
    await visit(running, 'visitor-three', thisWeek(5), '/contact');
    await visit(running, 'visitor-four', thisWeek(6), '/about', 'https://www.linkedin.com/feed/');
    await visit(running, 'visitor-five', thisWeek(7), '/blog', 'https://www.bing.com/');
    await visit(running, 'visitor-six', thisWeek(8), '/contact');
    await visit(running, 'visitor-seven', thisWeek(9), '/services/ppc-advertising', 'https://t.co/abc');
    await visit(running, 'visitor-seven', thisWeek(10), '/contact');
    // The week before: 4 visitors, 5 page views.
    await visit(running, 'before-one', lastWeek(10), '/');
    await visit(running, 'before-two', lastWeek(30), '/pricing');
    await visit(running, 'before-two', lastWeek(30.1), '/about');
    await visit(running, 'before-three', lastWeek(50), '/');
    await visit(running, 'before-four', lastWeek(160), '/blog');

    // Enquiries: in the week Ada's (new), Grace's (read) and spam; the week before Mary's, still new.
    const ada = await sendEnquiry(running, { name: 'Ada Lovelace', topic: 'discovery_call', service: 'seo' });
    const read = await sendEnquiry(running, { name: 'Grace Hopper', service: 'branding' });
    const spam = await sendEnquiry(running, { name: 'Spam Bot' });
    const mary = await sendEnquiry(running, { name: 'Mary Somerville', service: 'ppc-advertising' });
    await receivedAt(ada, thisWeek(3));
    await receivedAt(read, thisWeek(4));
    await receivedAt(spam, thisWeek(5));
    await receivedAt(mary, lastWeek(40));
    stillNew = [ada, mary];
    const marks = [
      [read, { read_at: new Date().toISOString() }],
      [spam, { filed: 'spam' }],
    ] as const;
    for (const [id, change] of marks) {
      const answer = await running.client.patch(
        `/api/collections/enquiries/records/${id}`,
        change,
        running.admin,
      );
      expect(answer.status).toBe(200);
    }
  }, 90_000);

  it('does not go before Monday 08:00 UK time', async () => {
    await twoTicksLater(running);
    expect(reports(running.smtp)).toEqual([]);
    expect(await queuedReports(running)).toEqual([]);
  });

  it('arrives at Monday 08:00, once, to the admin, with the week in figures in its text and HTML', async () => {
    await running.clock.set(week.dueAt);
    await expect.poll(() => reports(running.smtp).length, { timeout: 15_000 }).toBe(1);
    mail = reports(running.smtp)[0]!;
    expect(mail.envelopeTo).toEqual([running.server.admin.email]);

    const { text, html } = mail;
    expect(text).toContain('Visitors: 7 (up 75% from 4)');
    expect(text).toContain('Page views: 10 (up 100% from 5)');
    expect(text).toContain('Enquiries: 2 (up 100% from 1)');
    const pages = ['1. /contact: 3 views', '2. /pricing: 3 views', '3. /about: 1 view', '4. /blog: 1 view'];
    for (const line of pages) expect(text).toContain(line);
    expect(text).toContain('5. /services/ppc-advertising: 1 view');
    expect(text).not.toContain('/services/seo:');
    const sources = ['1. Direct / none: 2 visits', '2. www.google.com: 2 visits', '3. t.co: 1 visit'];
    for (const line of sources) expect(text).toContain(line);
    expect(text).toContain('4. www.bing.com: 1 visit');
    expect(text).toContain('5. www.linkedin.com: 1 visit');
    expect(text).toContain('Enquiries still new: 2');
    expect(text).toContain(
      `- Ada Lovelace · Discovery call · SEO: ${running.server.url}/admin/enquiries?enquiry=${stillNew[0]}`,
    );
    expect(text).toContain(
      `- Mary Somerville · Enquiry · PPC Advertising: ${running.server.url}/admin/enquiries?enquiry=${stillNew[1]}`,
    );
    expect(text).not.toContain('Grace Hopper');
    expect(text).not.toContain('Spam Bot');

    const cells = (label: string) => new RegExp(`${label}</th><td[^>]*>(\\d+)</td><td[^>]*>([^<]*)</td>`);
    expect(cells('Visitors').exec(html)?.slice(1)).toEqual(['7', 'up 75% from 4']);
    expect(cells('Page views').exec(html)?.slice(1)).toEqual(['10', 'up 100% from 5']);
    expect(cells('Enquiries').exec(html)?.slice(1)).toEqual(['2', 'up 100% from 1']);
    const items = (heading: string) =>
      [
        ...(new RegExp(`${heading}</h2><ol[^>]*>(.*?)</ol>`).exec(html)?.[1] ?? '').matchAll(
          /<li[^>]*>(.*?)<\/li>/g,
        ),
      ].map((match) => match[1]!.replace(/<\/?strong>/g, ''));
    expect(items('Top pages')).toEqual([
      '/contact: 3 views',
      '/pricing: 3 views',
      '/about: 1 view',
      '/blog: 1 view',
      '/services/ppc-advertising: 1 view',
    ]);
    expect(items('Top sources')).toEqual([
      'Direct / none: 2 visits',
      'www.google.com: 2 visits',
      't.co: 1 visit',
      'www.bing.com: 1 visit',
      'www.linkedin.com: 1 visit',
    ]);
    expect(html).toContain('Enquiries still new: 2</h2>');
    for (const id of stillNew) {
      expect(html).toContain(`href="${running.server.url}/admin/enquiries?enquiry=${id}"`);
    }
  });

  it('is not sent again by a job that keeps running, nor after a restart', async () => {
    await twoTicksLater(running);
    await running.server.stop({ keepData: true });
    running = await start(running.smtp, week.dueAt + HOUR, running.server);
    await twoTicksLater(running);
    expect(reports(running.smtp)).toEqual([mail]);
    expect(await queuedReports(running)).toEqual([expect.objectContaining({ status: 'sent' })]);
  }, 60_000);
});

describe('the switch and the SMTP server', () => {
  let running: Running;
  const setting = `/api/collections/${ADMIN_SETTINGS.collection}/records/${ADMIN_SETTINGS.id}`;

  beforeAll(async () => {
    running = await start(await startSmtpListener(), week.dueAt - 1_000);
  });

  it('is on from the start, and switched off, no report goes; switched on again, it does', async () => {
    const initial = await running.client.get<{ weekly_report: boolean }>(setting, running.admin);
    expect(initial.body.weekly_report).toBe(true);
    expect((await running.client.patch(setting, { weekly_report: false }, running.admin)).status).toBe(200);

    await running.clock.set(week.dueAt);
    await twoTicksLater(running);
    expect(reports(running.smtp)).toEqual([]);
    expect(await queuedReports(running)).toEqual([]);

    expect((await running.client.patch(setting, { weekly_report: true }, running.admin)).status).toBe(200);
    await expect.poll(() => reports(running.smtp).length, { timeout: 15_000 }).toBe(1);
  });

  it('is read and changed by the admin alone, and never added or removed', async () => {
    const { client } = running;
    const member = await client.post(
      '/api/collections/users/records',
      { email: 'member@example.com', password: 'a-member-9', passwordConfirm: 'a-member-9', verified: true },
      running.superuser,
    );
    expect(member.status).toBe(200);
    const memberToken = await client.signIn('users', 'member@example.com', 'a-member-9');
    for (const token of [undefined, memberToken]) {
      expect((await client.get(setting, token)).status).toBe(404);
      expect((await client.patch(setting, { weekly_report: false }, token)).status).toBe(404);
    }
    const records = `/api/collections/${ADMIN_SETTINGS.collection}/records`;
    expect((await client.post(records, { weekly_report: false }, running.admin)).status).toBe(403);
    expect((await client.request('DELETE', setting, { token: running.admin })).status).toBe(403);
    expect((await client.get<{ weekly_report: boolean }>(setting, running.admin)).body.weekly_report).toBe(
      true,
    );
  });

  it('waits out an SMTP server that is down, and arrives once when it is back', async () => {
    await running.smtp.stop();
    const nextWeek = reportWeekBefore(week.dueAt + 7 * DAY);
    await running.clock.set(nextWeek.dueAt);
    await expect
      .poll(
        async () => (await queuedReports(running)).find((queued) => queued.status !== 'sent')?.attempts ?? 0,
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThan(1);

    await running.smtp.start();
    await expect.poll(() => reports(running.smtp).length, { timeout: 20_000 }).toBe(2);
    await twoTicksLater(running);
    expect(reports(running.smtp).map((mail) => mail.subject)).toEqual([
      expect.stringContaining(`Weekly report: `),
      `Weekly report: ${weekSpan(nextWeek)}`,
    ]);
    expect(await queuedReports(running)).toHaveLength(2);
  }, 60_000);
});
