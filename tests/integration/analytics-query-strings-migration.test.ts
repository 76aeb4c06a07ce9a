import { afterAll, beforeAll, expect, it } from 'vitest';
import { newRecordId } from '@/lib/record-id';
import { api, type Api } from '../support/api';
import { dataBeforeMigration, type DataBeforeMigration } from '../support/data-before-migration';
import { startTestServer, type TestServer } from '../support/test-server';

// Events stored before the server began stripping queries still held them:
// the migration cleans each as an event sent now is cleaned when it is
// stored (tests/integration/analytics-query-strings.test.ts), and leaves
// alone what holds no address with a query.

const STRIP = '1795303600_strip_stored_analytics_queries.js';
const RECORDS = '/api/collections/user_analytics/records';

/** What no event may hold once cleaned. */
const SECRETS = ['SECRET123', 'a@b.c', 'q=secret', 'sig=', 'frag'];

const probeData = {
  page: 'probe',
  path: '/privacy-probe?token=SECRET123',
  referrer: 'https://search.example/results?q=secret#frag',
  download: { href: 'https://files.example/report.pdf?sig=SECRET123' },
  links: ['/account?verify=SECRET123', 'plain words stay? yes'],
};

interface OldEvent {
  id: string;
  page_url: string;
  event_data: unknown;
  utm_source: string;
}

const OLD: Record<'tokened' | 'searched' | 'plain' | 'tagged', OldEvent> = {
  tokened: {
    id: 'oldquery0000001',
    page_url:
      '/privacy-probe?utm_source=x&utm_medium=mail&utm_campaign=spring&token=SECRET123&email=a@b.c#frag',
    event_data: probeData,
    utm_source: '',
  },
  searched: {
    id: 'oldquery0000002',
    page_url: '/services/seo?service=seo&utm_source=newsletter',
    event_data: { referrer: 'https://www.google.com/search?q=secret+words' },
    utm_source: '',
  },
  plain: {
    id: 'oldquery0000003',
    page_url: '/about',
    event_data: { page: 'plain', note: 'C# or not? fine', referrer: 'news.example' },
    utm_source: '',
  },
  // An event whose tags were already read keeps them.
  tagged: {
    id: 'oldquery0000004',
    page_url: '/pricing?utm_source=from-address&utm_medium=mail',
    event_data: {},
    utm_source: 'read-before',
  },
};

/** The events as the site stored them then: straight into the table, queries and all. */
const SEED = `migrate((app) => {
  for (const event of ${JSON.stringify(Object.values(OLD))}) {
    app.db().newQuery(
      "INSERT INTO user_analytics (id, session_id, page_url, event_type, event_data, created, occurred, path, utm_source) " +
      "VALUES ({:id}, 'session-before-strip', {:page_url}, 'page_view', {:event_data}, " +
      "'2026-01-01 00:00:00.000Z', '2026-01-01 00:00:00.000Z', '/', {:utm_source})"
    ).bind({ ...event, event_data: JSON.stringify(event.event_data) }).execute();
  }
}, () => {});
`;

let before: DataBeforeMigration;
let server: TestServer | undefined;
let client: Api;
let superuser: string;

beforeAll(async () => {
  before = await dataBeforeMigration(STRIP, SEED);
  server = await startTestServer({ dataDir: before.dataDir });
  client = api(server.url);
  superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
});

afterAll(async () => {
  await server?.stop();
  await before?.remove();
});

async function storedEvent(id: string): Promise<Record<string, unknown>> {
  const found = await client.get<Record<string, unknown>>(`${RECORDS}/${id}`, superuser);
  expect(found.status).toBe(200);
  return found.body;
}

/** The fields the cleaning sets, of an event as stored. */
const cleaned = ({
  page_url,
  event_data,
  utm_source,
  utm_medium,
  utm_campaign,
}: Record<string, unknown>) => ({
  page_url,
  event_data,
  utm_source,
  utm_medium,
  utm_campaign,
});

it('cleans an event stored with queries exactly as the server now cleans one it is sent', async () => {
  for (const old of [OLD.tokened, OLD.searched]) {
    const migrated = await storedEvent(old.id);
    for (const secret of SECRETS) expect(JSON.stringify(migrated), secret).not.toContain(secret);

    const now = {
      id: newRecordId(),
      session_id: `session-${newRecordId()}`,
      page_url: old.page_url,
      event_type: 'page_view',
      event_data: old.event_data,
    };
    expect((await client.post(RECORDS, now)).status).toBe(200);
    expect(cleaned(migrated)).toEqual(cleaned(await storedEvent(now.id)));
  }
  expect(await storedEvent(OLD.tokened.id)).toMatchObject({
    page_url: '/privacy-probe',
    utm_source: 'x',
    utm_medium: 'mail',
    utm_campaign: 'spring',
    event_data: {
      page: 'probe',
      path: '/privacy-probe',
      referrer: 'search.example',
      download: { href: 'https://files.example/report.pdf' },
      links: ['/account', 'plain words stay? yes'],
    },
  });
  expect(await storedEvent(OLD.searched.id)).toMatchObject({
    page_url: '/services/seo',
    utm_source: 'newsletter',
    event_data: { referrer: 'www.google.com' },
  });
});

it('leaves an event with no query as it was, and keeps campaign tags already read', async () => {
  expect(await storedEvent(OLD.plain.id)).toMatchObject({
    page_url: '/about',
    event_data: OLD.plain.event_data,
    utm_source: '',
  });
  expect(await storedEvent(OLD.tagged.id)).toMatchObject({
    page_url: '/pricing',
    utm_source: 'read-before',
    utm_medium: 'mail',
  });
});
