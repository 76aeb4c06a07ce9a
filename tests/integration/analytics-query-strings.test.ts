import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRecordId } from '@/lib/record-id';
import { api, type Api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';

// An event keeps no query of any address, whatever the client sends: the
// page's address is stored as its origin and path, its campaign tags in
// their own fields, the referrer as its host, and every other address in the
// event's data without its query. The page sends no more than that, but the
// server once stored what it was sent: a page address with `token=` and
// `email=` in its query, and a referrer with the search that led to the site.

const RECORDS = '/api/collections/user_analytics/records';

let server: TestServer;
let client: Api;
let superuser: string;

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
  superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});

/** What no stored event may hold. */
const SECRETS = ['SECRET123', 'a@b.c', 'q=secret', 'sig=', 'frag'];

function probe(pageUrl: string) {
  return {
    id: newRecordId(),
    session_id: `session-${newRecordId()}`,
    page_url: pageUrl,
    event_type: 'page_view',
    event_data: {
      page: 'probe',
      path: '/privacy-probe?token=SECRET123',
      referrer: 'https://search.example/results?q=secret#frag',
      download: { href: 'https://files.example/report.pdf?sig=SECRET123' },
      links: ['/account?verify=SECRET123', 'plain words stay? yes'],
    },
  };
}

async function storedEvent(id: string): Promise<Record<string, unknown>> {
  const found = await client.get<Record<string, unknown>>(`${RECORDS}/${id}`, superuser);
  expect(found.status).toBe(200);
  return found.body;
}

describe.each(['on its own', 'in a batch'] as const)('an event sent %s', (how) => {
  async function send(event: ReturnType<typeof probe>): Promise<string> {
    if (how === 'on its own') {
      const answer = await client.post(RECORDS, event);
      expect(answer.status).toBe(200);
      return JSON.stringify(answer.body);
    }
    const answer = await client.post('/api/batch', {
      requests: [{ method: 'POST', url: RECORDS, body: event }],
    });
    expect(answer.status).toBe(200);
    return JSON.stringify(answer.body);
  }

  it('keeps the page address without its query, and the campaign tags in their own fields', async () => {
    const event = probe(
      '/privacy-probe?utm_source=x&utm_medium=mail&utm_campaign=spring&token=SECRET123&email=a@b.c#frag',
    );
    const answered = await send(event);
    const stored = await storedEvent(event.id);
    expect(stored).toMatchObject({
      page_url: '/privacy-probe',
      path: '/privacy-probe',
      utm_source: 'x',
      utm_medium: 'mail',
      utm_campaign: 'spring',
      referrer: 'search.example',
    });
    for (const secret of SECRETS) {
      expect(JSON.stringify(stored), secret).not.toContain(secret);
      expect(answered, secret).not.toContain(secret);
    }
  });

  it('keeps every address in its data without its query, the referrer as its host, and other text as sent', async () => {
    const event = probe(`${server.url}/services/seo?service=seo&utm_source=newsletter`);
    await send(event);
    const stored = await storedEvent(event.id);
    expect(stored).toMatchObject({
      page_url: `${server.url}/services/seo`,
      utm_source: 'newsletter',
      event_data: {
        page: 'probe',
        path: '/privacy-probe',
        referrer: 'search.example',
        download: { href: 'https://files.example/report.pdf' },
        links: ['/account', 'plain words stay? yes'],
      },
    });
  });
});
