import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_COLLECTIONS } from '@/definitions/records';
import { api, type Api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';

// Every public create and form route, sent a body that is valid JSON but no
// record: each answers 4xx with a message, stores nothing, and no hook
// stumbles over it (a TypeError in the log is a hook that assumed an object).

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

const BODIES = ['null', '[]', '"x"', '1', '{}'];
const CREATES = [...PUBLIC_COLLECTIONS.map((name) => `/api/collections/${name}/records`), '/api/batch'];
const FORMS = ['/forms/enquiry', '/forms/newsletter', '/forms/account'];
const TYPES = ['application/json', 'application/x-www-form-urlencoded'];

async function recordCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of PUBLIC_COLLECTIONS) {
    const list = await client.get<{ totalItems: number }>(
      `/api/collections/${name}/records?perPage=1`,
      superuser,
    );
    counts[name] = list.body.totalItems;
  }
  return counts;
}

/** What the server answered: its status and the words a person reads (a JSON message, or a page's text). */
async function send(
  path: string,
  type: string,
  body: string,
): Promise<{ status: number; said: string; location: string | null }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': type },
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  const location = response.headers.get('Location');
  try {
    const said = String((JSON.parse(text) as { message?: unknown }).message ?? '');
    return { status: response.status, said, location };
  } catch {
    return { status: response.status, said: text.replace(/<[^>]*>/g, ' ').trim(), location };
  }
}

describe('a body that is no record', () => {
  it('is refused with a 4xx and a message on every public route, and nothing is stored', async () => {
    const before = await recordCounts();
    const answers: string[] = [];
    for (const path of [...CREATES, ...FORMS]) {
      for (const type of path.startsWith('/forms/') ? TYPES : TYPES.slice(0, 1)) {
        for (const body of BODIES) {
          const { status, said, location } = await send(path, type, body);
          answers.push(`${path} ${type} ${body}: ${status} ${said.slice(0, 80)}`);
          // Signing in needs the app: any form posted to it without JavaScript goes back to the account page, which says so.
          if (path === '/forms/account' && type !== 'application/json') {
            expect([status, location]).toEqual([303, '/auth']);
            continue;
          }
          expect(status, `${path} ${type} ${body}`).toBeGreaterThanOrEqual(400);
          expect(status, `${path} ${type} ${body}`).toBeLessThan(500);
          expect(said, `${path} ${type} ${body}`).not.toBe('');
          expect(said, `${path} ${type} ${body}`).not.toMatch(/TypeError|Cannot read|undefined/);
        }
      }
    }
    expect(answers).toHaveLength((CREATES.length + FORMS.length * 2) * BODIES.length);
    expect(await recordCounts()).toEqual(before);
  });

  it('leaves no TypeError in the log', async () => {
    await send('/api/collections/enquiries/records', 'application/json', 'null');
    const logs = async () =>
      (await client.get<{ items: unknown[] }>('/api/logs?perPage=500&sort=-created', superuser)).body.items;
    // The log is written in batches: wait until the last request is in it.
    await expect
      .poll(async () => JSON.stringify(await logs()), { timeout: 15_000 })
      .toContain('/api/collections/enquiries/records');
    expect(JSON.stringify(await logs())).not.toMatch(/TypeError|Cannot read propert/);
  });
});
