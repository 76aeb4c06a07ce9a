import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let client: Api;

const PARTNER = 'https://partner.example';

beforeAll(async () => {
  server = await startTestServer({
    env: { TRUSTED_PROXY_HEADERS: 'X-Forwarded-For', CORS_ORIGINS: `${PARTNER}, https://second.example` },
  });
  client = api(server.url);
});

afterAll(async () => {
  await server?.stop();
});

/** The policy's directives by name. */
function directives(policy: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) parsed.set(name, sources);
  }
  return parsed;
}

/** What a fetch directive allows: its own sources, or default-src's when the policy does not name it. */
function allowed(policy: Map<string, string[]>, directive: string): string[] | undefined {
  return policy.get(directive) ?? policy.get('default-src');
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function inlineScripts(html: string): string[] {
  return [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => match[1] ?? '');
}

describe('Content-Security-Policy', () => {
  it.each(['/', '/about', '/contact', '/blog', '/no-such-page', '/blog/no-such-article'])(
    '%s is served with a strict policy that allows its own inline scripts by hash',
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      const policy = directives(response.headers.get('Content-Security-Policy'));
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      for (const directive of ['connect-src', 'font-src', 'media-src', 'manifest-src'])
        expect(allowed(policy, directive), directive).toEqual(["'self'"]);
      // Workers fall back to script-src (checked below), whose hashes allow no worker.
      expect([policy.get('worker-src'), policy.get('child-src')]).toEqual([undefined, undefined]);
      expect(policy.get('report-uri')).toEqual(['/api/csp-report']);
      const scripts = policy.get('script-src')!;
      expect(scripts[0]).toBe("'self'");
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(allowed(policy, 'style-src')).toEqual(["'self'"]);
      expect(allowed(policy, 'style-src-attr')).not.toContain("'unsafe-inline'");

      // Its own inline scripts and no other page's.
      const inline = inlineScripts(await response.text());
      expect(inline.length).toBeGreaterThan(0);
      expect(scripts.slice(1)).toEqual([...new Set(inline.map(sha256))].sort());
    },
  );

  it("gives each page its own inline scripts' hashes: the case studies' filter script only its page", async () => {
    const filterHashes = async (path: string) =>
      directives((await fetch(`${server.url}${path}`)).headers.get('Content-Security-Policy'))
        .get('script-src')!
        .slice(1);
    const [home, caseStudies] = await Promise.all([filterHashes('/'), filterHashes('/business-examples')]);
    expect(home).toHaveLength(1);
    expect(caseStudies).toHaveLength(2);
    expect(caseStudies).toEqual(expect.arrayContaining(home));
    expect(home).not.toContain(sha256('alert(1)'));
  });

  it('covers API answers too, with no inline code allowed, and leaves the PocketBase dashboard its own', async () => {
    const health = directives(
      (await fetch(`${server.url}/api/health`)).headers.get('Content-Security-Policy'),
    );
    expect(health.get('default-src')).toEqual(["'self'"]);
    expect(health.get('script-src')).toEqual(["'self'"]);
    // Style attributes fall back to default-src, and 'self' allows none.
    expect(allowed(health, 'style-src-attr')).toEqual(["'self'"]);
    const dashboard = await fetch(`${server.url}/_/`);
    expect(dashboard.headers.get('Content-Security-Policy')).not.toMatch(/csp-report/);
    expect(dashboard.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
  });

  it('logs the violations browsers report', async () => {
    const marker = `https://evil.example/${Date.now()}.js`;
    const report = await fetch(`${server.url}/api/csp-report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': {
          'document-uri': `${server.url}/`,
          'effective-directive': 'script-src-elem',
          'blocked-uri': marker,
        },
      }),
    });
    expect(report.status).toBe(204);

    const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
    const filter = encodeURIComponent(`message = "CSP violation" && data.blocked = "${marker}"`);
    await expect
      .poll(
        async () =>
          (await client.get<{ totalItems?: number }>(`/api/logs?filter=${filter}`, superuser)).body
            .totalItems,
        {
          timeout: 15_000,
        },
      )
      .toBe(1);
  });

  it('answers a report that is not one with 400 and a message', async () => {
    for (const body of ['not json', '{}', '[]', JSON.stringify({ 'csp-report': null })]) {
      const response = await client.request('POST', '/api/csp-report', {
        raw: body,
        headers: { 'Content-Type': 'application/csp-report' },
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
  });
});

describe('other security headers', () => {
  it('sends no X-XSS-Protection, no interest-cohort, and keeps COOP, nosniff and framing off', async () => {
    for (const path of ['/', '/api/health']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('X-XSS-Protection')).toBeNull();
      expect(response.headers.get('Permissions-Policy')).toMatch(/camera=\(\)/);
      expect(response.headers.get('Permissions-Policy')).not.toMatch(/interest-cohort/);
      expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    }
  });

  it('pins HTTPS only for a request the reverse proxy received over HTTPS', async () => {
    const plain = await fetch(`${server.url}/`);
    expect(plain.headers.get('Strict-Transport-Security')).toBeNull();
    const overHttp = await fetch(`${server.url}/`, { headers: { 'X-Forwarded-Proto': 'http' } });
    expect(overHttp.headers.get('Strict-Transport-Security')).toBeNull();
    const overHttps = await fetch(`${server.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(overHttps.headers.get('Strict-Transport-Security')).toMatch(/^max-age=31536000/);
  });

  it('tells a rate-limited client when to try again', async () => {
    const headers = { 'X-Forwarded-For': '203.0.113.99' };
    let limited: Response | undefined;
    for (let attempt = 0; attempt < 40 && !limited; attempt += 1) {
      const response = await fetch(`${server.url}/api/collections/users/auth-with-password`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ identity: 'nobody@example.com', password: 'wrong-password' }),
      });
      if (response.status === 429) limited = response;
    }
    expect(limited?.status).toBe(429);
    const retryAfter = Number(limited!.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${server.url}/api/collections/enquiries/records`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });

  it('allows the site’s own origin and the configured others', async () => {
    for (const origin of [server.url, PARTNER, 'https://second.example']) {
      const response = await preflight(origin);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    }
  });

  it('allows no other origin, and never answers "*"', async () => {
    for (const origin of ['https://evil.example', 'null', `${PARTNER}.evil.example`]) {
      const response = await preflight(origin);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    }
    const read = await fetch(`${server.url}/api/health`, { headers: { Origin: 'https://evil.example' } });
    expect(read.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});
