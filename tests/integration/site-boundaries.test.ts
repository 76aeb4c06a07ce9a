import { request } from 'node:http';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientDir } from '../../src/tools/dist-dir';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;

beforeAll(async () => {
  if (!existsSync(resolve(clientDir, 'index.html'))) {
    throw new Error('Build the site first (npm run build): these tests read dist/client.');
  }
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET with the path sent exactly as written: fetch would clean "\" and "/./" first, as a browser does. */
function rawGet(path: string): Promise<RawResponse> {
  const { hostname, port } = new URL(server.url);
  return new Promise((done, fail) => {
    const req = request({ hostname, port, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

/** Where a browser would go from the answer's Location, resolved the way browsers resolve it. */
function destination(response: RawResponse, path: string): URL | undefined {
  const location = response.headers.location;
  return typeof location === 'string' ? new URL(location, `${server.url}${path}`) : undefined;
}

describe('every redirect stays on the site', () => {
  it.each([
    '/%2F%2Fevil.com/',
    '/%2F%2Fevil.com',
    '/%5Cevil.com/',
    '/%5C%5Cevil.com/',
    '/\\evil.com/',
    '/\\\\evil.com/',
    '/%2F/evil.com/',
    '/%2F%5Cevil.com/',
    '/%5C%2Fevil.com/',
    '/./%2Fevil.com/',
    '/%2E/%2F%2Fevil.com/',
    '/.%2F%2Fevil.com/',
    '//evil.com/',
    '///evil.com/',
    '/%09/evil.com/',
    '/%0A/evil.com/',
    '/%2F%09%2Fevil.com/',
    '/%2f%2fevil.com/?next=1',
  ])('%s', async (path) => {
    const response = await rawGet(path);
    const target = destination(response, path);
    if (target)
      expect(target.host, `Location: ${String(response.headers.location)}`).toBe(new URL(server.url).host);
    expect(response.status === 404 || (response.status >= 300 && response.status < 400)).toBe(true);
  });

  it.each(['/%2F%2Fevil.com/', '/%5Cevil.com/', '/\\evil.com/', '/%2F%5Cevil.com/', '/%09/evil.com/'])(
    '%s is not a page: 404, no redirect',
    async (path) => {
      const response = await rawGet(path);
      expect(response.status).toBe(404);
      expect(response.headers.location).toBeUndefined();
    },
  );

  it('an ordinary trailing slash still redirects to the page', async () => {
    const response = await rawGet('/about/');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/about');
  });
});

describe("PocketBase's paths are PocketBase's", () => {
  it.each(['/api/nope', '/api/nope/', '/api', '/api/', '/api/collections/enquiries/nope', '/_/nope'])(
    'the unknown %s answers JSON 404, not a page',
    async (path) => {
      const response = await rawGet(path);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(JSON.parse(response.body)).toMatchObject({ status: 404, data: {} });
    },
  );

  it('known API paths and the dashboard still answer', async () => {
    expect((await rawGet('/api/health')).status).toBe(200);
    expect((await rawGet('/_/')).status).toBe(200);
  });
});
