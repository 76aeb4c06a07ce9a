import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsSummary } from '@/definitions/analytics-summary';
import { newRecordId } from '@/lib/record-id';
import { api, createMember, type Api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';

const HOUR = 3_600_000;
const UA = {
  mobile:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
  tablet: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)',
};

type Summary = AnalyticsSummary;

let server: TestServer;
let client: Api;
let adminToken: string;
let superuserToken: string;
let memberToken: string;

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
  superuserToken = await client.signIn('_superusers', server.admin.email, server.admin.password);
  adminToken = await client.signIn('users', server.admin.email, server.admin.password);
  ({ token: memberToken } = await createMember(client, superuserToken));
});

afterAll(async () => {
  await server?.stop();
});

/** The figures as the dashboard asks for them: what arrived is rolled up first. */
async function summary(period: string): Promise<Summary> {
  expect((await client.request('POST', '/api/analytics/rollup', { token: adminToken })).status).toBe(200);
  const response = await client.get<Summary>(`/api/analytics/summary?period=${period}`, adminToken);
  expect(response.status).toBe(200);
  return response.body;
}

interface Sent {
  session: string;
  type: string;
  at: number;
  path: string;
  device?: keyof typeof UA;
  query?: string;
  data?: Record<string, unknown>;
}

/** Sent as a visitor's browser sends it: its families come from the request's User-Agent header. */
async function send(event: Sent): Promise<void> {
  const response = await client.request('POST', '/api/collections/user_analytics/records', {
    body: {
      id: newRecordId(),
      session_id: event.session,
      page_url: `http://127.0.0.1${event.path}${event.query ?? ''}`,
      event_type: event.type,
      event_data: { path: event.path, ...event.data },
      client_ts: new Date(event.at).toISOString(),
    },
    headers: { 'User-Agent': UA[event.device ?? 'desktop'] },
  });
  expect(response.status).toBe(200);
}

describe('access', () => {
  it.each([
    ['an anonymous visitor', () => undefined, 401],
    ['a signed-in member', () => memberToken, 403],
  ])('%s gets no figures', async (_who, token, status) => {
    for (const path of ['/api/analytics/summary?period=7d', '/api/analytics/realtime']) {
      const response = await client.get<{ message: string; cards?: unknown }>(path, token());
      expect(response.status).toBe(status);
      expect(response.body.message).toMatch(/admin/);
      expect(response.body.cards).toBeUndefined();
    }
  });

  it.each([
    ['the admin', () => adminToken],
    ['a superuser', () => superuserToken],
  ])('%s gets the figures', async (_who, token) => {
    const response = await client.get<Summary>('/api/analytics/summary?period=24h', token());
    expect(response.status).toBe(200);
    expect(response.body.series).toHaveLength(24);
  });

  it.each(['1y', '', '7D', '90d;'])('a bad period "%s" answers 400 with a message', async (period) => {
    const response = await client.get<{ message: string }>(
      `/api/analytics/summary?period=${encodeURIComponent(period)}`,
      adminToken,
    );
    if (period === '') {
      // No period means the default, 7d.
      expect(response.status).toBe(200);
      expect((response.body as unknown as Summary).series).toHaveLength(7);
      return;
    }
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('use 24h, 7d, 30d, 90d or FROM..TO');
  });
});

describe('figures over a known set of events', () => {
  let empty: Summary;
  let result: Summary;

  beforeAll(async () => {
    empty = await summary('7d');
    const from = Date.parse(empty.from);
    const previousFrom = Date.parse(empty.previousFrom);
    const at = (hours: number, minutes = 0) => from + hours * HOUR + minutes * 60_000;
    const before = (hours: number, minutes = 0) => previousFrom + hours * HOUR + minutes * 60_000;

    const events: Sent[] = [
      // Converts (newsletter) after two pages; came from Google with campaign tags.
      {
        session: 'session-one',
        type: 'page_view',
        at: at(2),
        path: '/services',
        device: 'mobile',
        query: '?utm_source=newsletter&utm_medium=email&utm_campaign=spring',
        data: { referrer: 'https://www.google.com/search?q=seo' },
      },
      { session: 'session-one', type: 'scroll_depth', at: at(2, 1), path: '/services', device: 'mobile' },
      { session: 'session-one', type: 'page_view', at: at(2, 2), path: '/about', device: 'mobile' },
      {
        session: 'session-one',
        type: 'page_exit',
        at: at(2, 3),
        path: '/about',
        device: 'mobile',
        data: { time_spent: 30 },
      },
      { session: 'session-one', type: 'newsletter_signup', at: at(2, 4), path: '/about', device: 'mobile' },
      // A bounce: one page, nothing else.
      { session: 'session-two', type: 'page_view', at: at(5), path: '/' },
      // One page, but read for a while and a download: not a bounce.
      { session: 'session-three', type: 'page_view', at: at(26), path: '/blog', device: 'tablet' },
      { session: 'session-three', type: 'file_download', at: at(26, 1), path: '/blog', device: 'tablet' },
      {
        session: 'session-three',
        type: 'page_exit',
        at: at(26, 2),
        path: '/blog',
        device: 'tablet',
        data: { time_spent: 90 },
      },
      // Converts (contact form); came from LinkedIn.
      {
        session: 'session-four',
        type: 'page_view',
        at: at(30),
        path: '/contact',
        data: { referrer: 'https://www.linkedin.com/feed/' },
      },
      { session: 'session-four', type: 'contact_form_submit', at: at(30, 1), path: '/contact' },
      // Began in the previous period, went on in this one.
      { session: 'session-spans', type: 'page_view', at: at(-1), path: '/pricing' },
      { session: 'session-spans', type: 'page_view', at: at(1), path: '/services' },
      // A clock two days ahead: the server dates the event now.
      { session: 'session-ahead', type: 'page_view', at: Date.now() + 48 * HOUR, path: '/' },
      // The previous period.
      { session: 'previous-one', type: 'page_view', at: before(10), path: '/' },
      { session: 'previous-two', type: 'page_view', at: before(20), path: '/services' },
      { session: 'previous-two', type: 'contact_form_submit', at: before(20, 1), path: '/services' },
      { session: 'previous-three', type: 'page_view', at: before(30), path: '/about' },
      // The second page of a session, delivered first.
      { session: 'session-late', type: 'page_view', at: at(40), path: '/blog/first-post' },
    ];
    for (const event of events) await send(event);
    // Newsletter sign-ups: one confirmed in the period, one never confirmed, one confirmed
    // and gone again, one confirmed in the period before.
    const stamp = (time: number) => new Date(time).toISOString().replace('T', ' ');
    const subscriptions = [
      { email: 'confirmed@example.com', status: 'subscribed', confirmed_at: stamp(at(2, 5)) },
      { email: 'pending@example.com', status: 'pending' },
      {
        email: 'left@example.com',
        status: 'unsubscribed',
        confirmed_at: stamp(at(3)),
        unsubscribed_at: stamp(at(4)),
      },
      { email: 'earlier@example.com', status: 'subscribed', confirmed_at: stamp(before(3)) },
    ];
    for (const subscription of subscriptions) {
      const created = await client.post(
        '/api/collections/newsletter_subscriptions/records',
        { full_name: 'Reader', source: 'website', ...subscription },
        superuserToken,
      );
      expect(created.status).toBe(200);
    }
    // Rolled up now; the session's first page then arrives late from an outbox.
    await summary('7d');
    await send({ session: 'session-late', type: 'page_view', at: at(39), path: '/education' });
    result = await summary('7d');
  });

  it('an empty period shows zeros and no change', () => {
    expect(empty.cards).toEqual({
      pageViews: { value: 0, previous: 0, change: null },
      visitors: { value: 0, previous: 0, change: null },
      events: { value: 0, previous: 0, change: null },
      conversionRate: { value: 0, previous: 0, change: null },
    });
    expect(empty.series).toHaveLength(7);
    expect(empty.series.every((slot) => slot.pageViews === 0 && slot.visitors === 0)).toBe(true);
    expect(empty.bounceRate).toBe(0);
    expect(empty.averageTimeOnPage).toBeNull();
    expect(empty.topPages).toEqual([]);
    expect(empty.bucket).toBe('day');
  });

  it('counts the cards against the previous period', () => {
    expect(result.cards).toEqual({
      pageViews: { value: 9, previous: 4, change: 125 },
      visitors: { value: 6, previous: 4, change: 50 },
      events: { value: 15, previous: 5, change: 200 },
      // 2 of 6 sessions against 1 of 4: 33% against 25%, 8 points up.
      conversionRate: { value: 33, previous: 25, change: 8 },
    });
  });

  it('draws page views and visitors per day', () => {
    expect(result.series.map((slot) => [slot.pageViews, slot.visitors])).toEqual([
      [4, 2],
      [4, 3],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [1, 1],
    ]);
    expect(result.series[0]!.start).toBe(result.from);
  });

  it('computes bounce rate, time on page and devices per session', () => {
    // Sessions two and "ahead" saw one page and did nothing else.
    expect(result.bounceRate).toBe(33);
    expect(result.averageTimeOnPage).toBe(60);
    expect(result.devices).toEqual({ mobile: 1, desktop: 4, tablet: 1 });
  });

  it('lists top pages, and apart from them the pages the site does not have', () => {
    expect(result.topPages).toEqual([
      { key: '/', count: 2 },
      { key: '/services', count: 2 },
      { key: '/about', count: 1 },
      { key: '/blog', count: 1 },
      { key: '/contact', count: 1 },
      { key: '/education', count: 1 },
    ]);
    // No Journal article has this address: a link to it is broken.
    expect(result.brokenLinks).toEqual([{ key: '/blog/first-post', count: 1 }]);
  });

  it('breaks visits down by browser and operating system, from their families alone', () => {
    // Sessions one (an iPhone's Safari), two, four, ahead and late (Chrome on Linux) and three (an iPad's
    // unnamed browser).
    expect(result.browsers).toEqual([
      { key: 'Chrome', count: 4 },
      { key: 'Other', count: 1 },
      { key: 'Safari', count: 1 },
    ]);
    expect(result.operatingSystems).toEqual([
      { key: 'Linux', count: 4 },
      { key: 'iOS', count: 2 },
    ]);
  });

  // Every field the dashboard reads, and nothing it does not: the type must name each key here.
  it("answers exactly the shape the dashboard's type describes", () => {
    const shape: Record<keyof AnalyticsSummary, true> = {
      period: true,
      filters: true,
      from: true,
      to: true,
      previousFrom: true,
      bucket: true,
      cards: true,
      series: true,
      devices: true,
      averageTimeOnPage: true,
      bounceRate: true,
      topPages: true,
      brokenLinks: true,
      entryPages: true,
      exitPages: true,
      referrers: true,
      utmSources: true,
      utmMediums: true,
      utmCampaigns: true,
      browsers: true,
      operatingSystems: true,
      goals: true,
      recentEvents: true,
      realtimeVisitors: true,
    };
    expect(Object.keys(result).sort()).toEqual(Object.keys(shape).sort());
    const rankedLists = Object.values(result).filter(
      (value): value is Array<Record<string, unknown>> =>
        Array.isArray(value) && value.some((entry) => 'count' in entry),
    );
    expect(rankedLists).toHaveLength(10);
    for (const list of rankedLists)
      for (const entry of list) expect(Object.keys(entry).sort()).toEqual(['count', 'key']);
    expect(Object.keys(result.recentEvents[0]!).sort()).toEqual(
      ['device', 'id', 'occurred', 'path', 'received', 'type'].sort(),
    );
  });

  it('lists entry and exit pages, sources, mediums and campaigns', () => {
    expect(result.entryPages).toEqual([
      { key: '/', count: 2 },
      { key: '/blog', count: 1 },
      { key: '/contact', count: 1 },
      { key: '/education', count: 1 },
      { key: '/services', count: 1 },
    ]);
    expect(result.exitPages).toEqual([
      { key: '/', count: 2 },
      { key: '/about', count: 1 },
      { key: '/blog', count: 1 },
      { key: '/blog/first-post', count: 1 },
      { key: '/contact', count: 1 },
    ]);
    expect(result.referrers).toEqual([
      { key: '', count: 4 },
      { key: 'www.google.com', count: 1 },
      { key: 'www.linkedin.com', count: 1 },
    ]);
    expect(result.utmSources).toEqual([{ key: 'newsletter', count: 1 }]);
    expect(result.utmMediums).toEqual([{ key: 'email', count: 1 }]);
    expect(result.utmCampaigns).toEqual([{ key: 'spring', count: 1 }]);
  });

  it('counts the goals, a newsletter sign-up once its address is confirmed and while it stays', () => {
    expect(result.goals).toEqual({ newsletterSignups: 1, contactForms: 1, fileDownloads: 1 });
  });

  it('lists recent events newest first and the visitors of the last five minutes', () => {
    expect(result.recentEvents).toHaveLength(20);
    expect(result.recentEvents[0]).toMatchObject({ type: 'page_view', path: '/education' });
    expect(result.realtimeVisitors).toBe(10);
  });

  it.each(['30d', '90d'])(
    'adds up %s from whole weeks and the days either side to the same figures as the days',
    async (period) => {
      const longer = await summary(period);
      // Both 7-day periods, and nothing before them.
      expect(longer.cards.pageViews.value).toBe(13);
      expect(longer.cards.visitors.value).toBe(10);
      expect(longer.cards.events.value).toBe(20);
      expect(longer.series.reduce((sum, slot) => sum + slot.pageViews, 0)).toBe(13);
      expect(longer.topPages).toEqual([
        { key: '/', count: 3 },
        { key: '/services', count: 3 },
        { key: '/about', count: 2 },
        { key: '/blog', count: 1 },
        { key: '/contact', count: 1 },
        { key: '/education', count: 1 },
        { key: '/pricing', count: 1 },
      ]);
      expect(longer.brokenLinks).toEqual([{ key: '/blog/first-post', count: 1 }]);
      expect(longer.goals).toEqual({ newsletterSignups: 2, contactForms: 2, fileDownloads: 1 });
    },
  );

  it('answers a custom range of days with the same figures as the preset that covers the same days', async () => {
    const days = (from: string, to: string) => `${from.slice(0, 10)}..${to.slice(0, 10)}`;
    const lastDay = new Date(Date.parse(result.to) - 1).toISOString();
    const custom = await summary(days(result.from, lastDay));
    expect(custom.period).toBe(days(result.from, lastDay));
    expect(custom.series).toHaveLength(7);
    expect(custom.cards).toEqual(result.cards);
    expect(custom.topPages).toEqual(result.topPages);
    expect(custom.browsers).toEqual(result.browsers);
    // A single day, yesterday's: the days before it are the previous period.
    const yesterday = new Date(Date.parse(result.to) - 2 * 86_400_000).toISOString().slice(0, 10);
    const one = await summary(`${yesterday}..${yesterday}`);
    expect(one.series).toHaveLength(1);
    expect(one.from).toBe(`${yesterday}T00:00:00.000Z`);
  });

  it.each([
    ['ends before it begins', '2026-11-02..2026-11-01', 'begin on or before'],
    ['is no real date', '2026-02-30..2026-03-01', 'real dates'],
    [
      'ends after today',
      `2026-01-01..${new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)}`,
      'after today',
    ],
    ['is longer than a year', '2024-01-01..2025-06-01', 'at most 366 days'],
  ])('a custom range that %s answers 400 with a message', async (_name, period, message) => {
    const response = await client.get<{ message: string }>(
      `/api/analytics/summary?period=${encodeURIComponent(period)}`,
      adminToken,
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });

  describe('filtered to the visits a row picks', () => {
    const filtered = (query: string) => summary(`7d&${query}`);

    it('a device: every card, the chart and each list are those of its visits', async () => {
      const mobile = await filtered('device=mobile');
      expect(mobile.filters).toEqual({ device: 'mobile' });
      expect(mobile.cards.visitors.value).toBe(1);
      expect(mobile.cards.pageViews.value).toBe(2);
      expect(mobile.cards.events.value).toBe(5);
      expect(mobile.cards.conversionRate.value).toBe(100);
      expect(mobile.bounceRate).toBe(0);
      expect(mobile.averageTimeOnPage).toBe(30);
      expect(mobile.devices).toEqual({ mobile: 1, desktop: 0, tablet: 0 });
      expect(mobile.topPages).toEqual([
        { key: '/about', count: 1 },
        { key: '/services', count: 1 },
      ]);
      expect(mobile.referrers).toEqual([{ key: 'www.google.com', count: 1 }]);
      expect(mobile.utmMediums).toEqual([{ key: 'email', count: 1 }]);
      expect(mobile.series.reduce((sum, slot) => sum + slot.pageViews, 0)).toBe(2);
      expect(mobile.series.reduce((sum, slot) => sum + slot.visitors, 0)).toBe(1);
      expect(mobile.goals).toEqual({ newsletterSignups: 1, contactForms: 0, fileDownloads: 0 });
      expect(mobile.recentEvents.map((event) => event.device)).toEqual(Array(5).fill('mobile'));
    });

    it('a page: the visits that viewed it', async () => {
      const contact = await filtered('page=%2Fcontact');
      expect(contact.cards.visitors.value).toBe(1);
      expect(contact.cards.events.value).toBe(2);
      expect(contact.goals.contactForms).toBe(1);
      expect(contact.referrers).toEqual([{ key: 'www.linkedin.com', count: 1 }]);
    });

    it('a direct visit (no source), and filters together', async () => {
      expect((await filtered('source=')).cards.visitors.value).toBe(
        result.referrers.find((row) => row.key === '')?.count,
      );
      const none = await filtered('device=mobile&page=%2Fcontact');
      expect(none.cards.visitors.value).toBe(0);
      expect(none.topPages).toEqual([]);
    });

    it('what is no filter changes nothing', async () => {
      const unfiltered = await filtered('colour=red&device=');
      expect(unfiltered.filters).toEqual({});
      expect(unfiltered.cards).toEqual(result.cards);
    });
  });

  it('shows the clock that ran ahead in the current hour of the 24h view', async () => {
    const day = await summary('24h');
    expect(day.bucket).toBe('hour');
    expect(day.series.at(-1)).toMatchObject({ pageViews: 1, visitors: 1 });
  });

  it('replaces derived fields a client sends with its own', async () => {
    const response = await client.request<Record<string, unknown>>(
      'POST',
      '/api/collections/user_analytics/records',
      {
        body: {
          session_id: 'session-forged',
          page_url: 'http://127.0.0.1/pricing?utm_source=a%20b',
          event_type: 'button_click',
          path: '/forged',
          device: 'robot',
          browser: 'Netscape',
          os: 'BeOS',
          not_found: true,
          utm_source: 'forged',
          occurred: '2001-01-01 00:00:00.000Z',
        },
        headers: { 'User-Agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile' },
      },
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      path: '/pricing',
      device: 'mobile',
      browser: 'Other',
      os: 'Android',
      not_found: false,
      utm_source: 'a b',
    });
    const { occurred, created } = response.body as { occurred: string; created: string };
    expect(Math.abs(Date.parse(occurred) - Date.parse(created))).toBeLessThan(5_000);
  });

  it('keeps the figures when raw events past the retention age are deleted', async () => {
    const before = await summary('7d');
    await server.stop({ keepData: true });
    // Retention 0 days: at start, everything received so far is past it once rolled up.
    server = await startTestServer({
      dataDir: server.dataDir,
      admin: server.admin,
      env: { ANALYTICS_RETENTION_DAYS: '0' },
    });
    client = api(server.url);
    adminToken = await client.signIn('users', server.admin.email, server.admin.password);
    superuserToken = await client.signIn('_superusers', server.admin.email, server.admin.password);

    const raw = await client.get<{ totalItems: number }>(
      '/api/collections/user_analytics/records',
      superuserToken,
    );
    expect(raw.body.totalItems).toBe(0);
    const after = await summary('7d');
    expect(after.recentEvents).toEqual([]);
    expect(after.realtimeVisitors).toBe(0);
    const figures = ({ recentEvents: _events, realtimeVisitors: _visitors, ...rest }: Summary) => rest;
    expect(figures(after)).toEqual(figures(before));
  });
});
