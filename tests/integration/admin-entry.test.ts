import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientDir } from '../../src/tools/dist-dir';
import { startTestServer, type TestServer } from '../support/test-server';

// The admin area's own address opens its inbox: "/admin" and "/admin/" each
// answer with one redirect to /admin/enquiries, keeping the query. "/admin"
// once answered 404, and "/admin/" redirected to it.

let server: TestServer;

beforeAll(async () => {
  if (!existsSync(resolve(clientDir, 'admin/enquiries/index.html'))) {
    throw new Error('Build the site first (npm run build): these tests read dist/client.');
  }
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const get = (path: string, redirect: RequestRedirect = 'manual') =>
  fetch(`${server.url}${path}`, { redirect });

describe('the admin area’s own address', () => {
  it.each(['/admin', '/admin/'])('%s is sent to the inbox in one step', async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/admin/enquiries');
  });

  it.each(['/admin?enquiry=abc', '/admin/?enquiry=abc'])('%s keeps its query', async (path) => {
    expect((await get(path)).headers.get('Location')).toBe('/admin/enquiries?enquiry=abc');
  });

  it('ends at the inbox page', async () => {
    const answer = await get('/admin', 'follow');
    expect(answer.status).toBe(200);
    expect(new URL(answer.url).pathname).toBe('/admin/enquiries');
    expect(answer.headers.get('Content-Type')).toMatch(/text\/html/);
  });

  it('leaves an unknown page under it a 404', async () => {
    expect((await get('/admin/nothing-here')).status).toBe(404);
  });
});
