import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_ROUTES } from '@/definitions/form-routes';
import { enquiryToasts } from '@/features/enquiry/enquiry-messages';
import { newRecordId } from '@/lib/record-id';
import { clientDir } from '../../src/tools/dist-dir';
import { api, type Api } from '../support/api';
import { htmlErrors } from '../support/html-checker';
import { publicRecords } from '../support/public-records';
import { startTestServer, type TestServer } from '../support/test-server';

// The site's forms posted by the browser itself, without JavaScript
// (pb_hooks/forms.pb.js), against the built pages, with production's
// minimum fill time.

let server: TestServer;
let client: Api;
let superuser = '';

beforeAll(async () => {
  if (!readFileSync(join(clientDir, 'contact/index.html'), 'utf8').includes('action="/forms/enquiry"')) {
    throw new Error('Build the site first (npm run build): this test posts the built pages’ forms.');
  }
  server = await startTestServer({
    env: { FORM_MIN_FILL_SECONDS: '3', TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' },
  });
  client = api(server.url);
  superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
});

afterAll(async () => {
  await server?.stop();
});

let visitors = 0;
/** Each test is a visitor of its own, so one test's posts never spend another's rate limit. */
function newVisitor(): string {
  visitors += 1;
  return `198.51.100.${visitors}`;
}

interface Answer {
  status: number;
  location: string | null;
  headers: Headers;
  html: string;
}

interface PostOptions {
  visitor?: string;
  headers?: Record<string, string>;
  multipart?: boolean;
}

/** Posts `fields` as the browser posts a form from the site: form-encoded, with the site's Origin. */
async function post(
  path: string,
  fields: Record<string, string>,
  options: PostOptions = {},
): Promise<Answer> {
  const body = options.multipart ? new FormData() : new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { Origin: server.url, 'X-Forwarded-For': options.visitor ?? newVisitor(), ...options.headers },
  });
  return {
    status: response.status,
    location: response.headers.get('Location'),
    headers: response.headers,
    html: await response.text(),
  };
}

/** A raw request to a form route, for what no browser's form sends. */
async function send(path: string, body: BodyInit, headers: Record<string, string>): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { 'X-Forwarded-For': newVisitor(), ...headers },
  });
  return { status: response.status, location: null, headers: response.headers, html: await response.text() };
}

/** The contact page's enquiry form as a visitor without JavaScript sends it: no fill time. */
function enquiry(change: Record<string, string> = {}): Record<string, string> {
  return {
    website: '',
    id: newRecordId(),
    form_fill_ms: '',
    source_page: '/contact',
    topic: 'enquiry',
    service: 'not-sure',
    name: `Ada ${newRecordId()}`,
    email: 'ada@example.com',
    message: 'We would like help with local SEO.',
    ...change,
  };
}

async function stored<T = Record<string, unknown>>(collection: string, id: string): Promise<T | null> {
  const found = await client.get<T>(`/api/collections/${collection}/records/${id}`, superuser);
  return found.status === 200 ? found.body : null;
}

async function count(collection: string, filter: string): Promise<number> {
  const found = await client.get<{ totalItems: number }>(
    `/api/collections/${collection}/records?perPage=1&filter=${encodeURIComponent(filter)}`,
    superuser,
  );
  return found.body.totalItems;
}

const notifications = (name: string) =>
  count('mail_queue', `kind = "enquiry_notification" && subject ~ "${name}"`);

/**
 * The faults PocketBase logged for `visitor`'s requests, once it has logged
 * all `requests` of them: an answer already sent hides a hook that failed
 * after sending it, and only the request log shows it.
 */
async function loggedFaults(visitor: string, requests: number): Promise<unknown[]> {
  type Logs = { items: { data: { error?: unknown } }[] };
  const filter = encodeURIComponent(`data.type = "request" && data.userIP = "${visitor}"`);
  const logged = async () =>
    (await client.get<Logs>(`/api/logs?perPage=100&filter=${filter}`, superuser)).body;
  await expect.poll(async () => (await logged()).items.length, { timeout: 10_000 }).toBe(requests);
  return (await logged()).items.map((item) => item.data.error).filter(Boolean);
}

/** The first form in `html` that posts to `action`, start tag to end tag. */
function formIn(html: string, action: string): string {
  const start = html.indexOf(`action="${action}"`);
  expect(start, `a form posting to ${action}`).toBeGreaterThan(-1);
  const from = html.lastIndexOf('<form', start);
  return html.slice(from, html.indexOf('</form>', start) + '</form>'.length);
}

/** The control named `name` in `form`: its start tag and its id. */
function control(form: string, name: string): { tag: string; id: string } {
  const tag = new RegExp(`<(?:input|textarea|select)\\b[^>]*\\bname="${name}"[^>]*>`).exec(form)?.[0];
  expect(tag, `a control named ${name}`).toBeDefined();
  return { tag: tag!, id: /\bid="([^"]+)"/.exec(tag!)?.[1] ?? '' };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('the enquiry form without JavaScript', () => {
  it.each([
    ['an empty fill time', {}],
    ['no fill time at all', { form_fill_ms: undefined }],
    ['a person’s fill time', { form_fill_ms: '4200' }],
  ])('with %s, is stored and answered 303 /contact/sent, its mail queued once', async (_, change) => {
    const fields = enquiry();
    if ('form_fill_ms' in change) {
      if (change.form_fill_ms === undefined) delete fields.form_fill_ms;
      else fields.form_fill_ms = change.form_fill_ms;
    }
    const answer = await post('/forms/enquiry', fields);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/contact/sent');

    expect(await stored('enquiries', fields.id!)).toMatchObject({
      name: fields.name,
      email: 'ada@example.com',
      message: 'We would like help with local SEO.',
      source_page: '/contact',
      topic: 'enquiry',
      // The select's 'Not sure yet' records no service.
      service: '',
    });
    expect(await notifications(fields.name!)).toBe(1);
  });

  it('served for /contact?waitlist=true, is the waitlist: its topic and its button', async () => {
    const page = await fetch(`${server.url}/contact?service=seo&waitlist=true`);
    expect(page.status).toBe(200);
    const form = formIn(await page.text(), '/forms/enquiry');
    expect(control(form, 'topic').tag).toContain('value="waitlist"');
    expect(form).toContain('Join Waitlist');
    const plain = formIn(
      await (await fetch(`${server.url}/contact?waitlist=false`)).text(),
      '/forms/enquiry',
    );
    expect(control(plain, 'topic').tag).toContain('value="enquiry"');
  });

  it('joining the waitlist is stored as such and answered 303 /contact/waitlisted, whose page says so', async () => {
    const fields = enquiry({ topic: 'waitlist' });
    const answer = await post('/forms/enquiry', fields);
    expect([answer.status, answer.location]).toEqual([303, FORM_ROUTES.enquiry.waitlistedPage]);
    expect(await stored('enquiries', fields.id!)).toMatchObject({ topic: 'waitlist', name: fields.name });
    const page = (await (await fetch(`${server.url}${answer.location}`)).text()).replace(
      /&#x27;|&#39;/g,
      "'",
    );
    expect(page).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(enquiryToasts.waitlisted.title)}</h1>`));
    expect(page).toContain(enquiryToasts.waitlisted.description);
  });

  it('sent as multipart, is taken the same way', async () => {
    const fields = enquiry({ service: 'seo' });
    const answer = await post('/forms/enquiry', fields, { multipart: true });
    expect([answer.status, answer.location]).toEqual([303, '/contact/sent']);
    expect(await stored('enquiries', fields.id!)).toMatchObject({ service: 'seo' });
  });

  it('posted twice with the same id is stored once and mailed once, and both answers are the same', async () => {
    const fields = enquiry();
    const visitor = newVisitor();
    const first = await post('/forms/enquiry', fields, { visitor });
    const again = await post('/forms/enquiry', fields, { visitor });
    expect([again.status, again.location]).toEqual([first.status, first.location]);
    expect(await count('enquiries', `name = "${fields.name}"`)).toBe(1);
    expect(await notifications(fields.name!)).toBe(1);
  });

  it('without an id, is stored under one of the server’s', async () => {
    const fields = enquiry({ id: '' });
    expect((await post('/forms/enquiry', fields)).status).toBe(303);
    expect(await count('enquiries', `name = "${fields.name}"`)).toBe(1);
  });

  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['name', { name: '    ' }, 'Name is required'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'ada.example.com' }, 'Please enter a valid email address'],
    ['message', { message: '' }, 'Message is required'],
    ['message', { message: 'Too short' }, 'Message must be at least 10 characters'],
  ])(
    'refused at its %s field (%j): the page again, 400, the message at the field, every value kept',
    async (field, change, message) => {
      const fields = enquiry(change);
      const answer = await post('/forms/enquiry', fields);
      expect(answer.status).toBe(400);
      expect(answer.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(answer.html).toMatch(/^<!doctype html>\s*<html lang="en-GB" data-form-answer>/i);
      expect(answer.html).toContain('<title>Error: ');

      const form = formIn(answer.html, '/forms/enquiry');
      const { tag, id } = control(form, field);
      expect(id).not.toBe('');
      // The summary leads the page's main content, where the answer is shown from, linking to the field.
      expect(answer.html).toMatch(
        new RegExp(
          `<main\\b[^>]*>${escapeRegExp(`<div role="alert"><p>There is a problem</p><ul><li><a href="#${id}">${message}</a></li></ul></div>`)}`,
        ),
      );
      expect(form).not.toContain('There is a problem');
      expect(tag).toContain('aria-invalid="true"');
      expect(tag).toMatch(new RegExp(`aria-describedby="${escapeRegExp(id)}-error[ "]`));
      const errorText = `<p id="${id}-error" class="form-error"><strong>${message}</strong></p>`;
      const after = field === 'message' ? `</textarea>${errorText}` : `${tag}${errorText}`;
      expect(form).toContain(after);

      // Every other value is back where it was typed; the hidden ones too.
      for (const name of ['name', 'email', 'topic'].filter((name) => name !== 'message')) {
        expect(control(form, name).tag).toContain(`value="${fields[name]}"`);
      }
      expect(form).toMatch(new RegExp(`<textarea\\b[^>]*>${escapeRegExp(fields.message!)}</textarea>`));
      expect(await stored('enquiries', fields.id!)).toBeNull();
    },
  );

  it('shows every problem at once, in the order of the fields', async () => {
    const answer = await post('/forms/enquiry', enquiry({ name: '', email: 'nope', message: '' }));
    expect(answer.status).toBe(400);
    const summary = /<div role="alert">.*?<\/div>/.exec(answer.html)![0];
    expect([...summary.matchAll(/<a href="#[^"]+">([^<]+)<\/a>/g)].map((match) => match[1])).toEqual([
      'Name is required',
      'Please enter a valid email address',
      'Message is required',
    ]);
  });

  it('puts back what was typed as text, never as markup', async () => {
    const fields = enquiry({
      name: '<script>alert("name")</script>',
      email: 'ada"><script>alert(1)</script>',
      message: '</textarea><script>alert("message")</script> & more',
    });
    const answer = await post('/forms/enquiry', fields);
    expect(answer.status).toBe(400);
    const form = formIn(answer.html, '/forms/enquiry');
    expect(control(form, 'name').tag).toContain(
      'value="&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;"',
    );
    expect(control(form, 'email').tag).toContain(
      'value="ada&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"',
    );
    expect(form).toContain(
      '&lt;/textarea&gt;&lt;script&gt;alert(&quot;message&quot;)&lt;/script&gt; &amp; more</textarea>',
    );
    expect(answer.html).not.toContain('<script>alert');
  });

  it('never puts back the honeypot or the fill time', async () => {
    const answer = await post('/forms/enquiry', enquiry({ name: '', form_fill_ms: '4000' }));
    const form = formIn(answer.html, '/forms/enquiry');
    expect(control(form, 'form_fill_ms').tag).not.toContain('4000');
    expect(control(form, 'website').tag).toMatch(/value(?:="")?(?:\s|>)/);
  });

  it('answers an error with the page’s own headers, uncompressed and never cached', async () => {
    const page = await fetch(`${server.url}/contact`);
    const answer = await post('/forms/enquiry', enquiry({ name: '' }), {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(answer.headers.get('Content-Security-Policy')).toBe(page.headers.get('Content-Security-Policy'));
    for (const header of ['X-Frame-Options', 'X-Content-Type-Options', 'Referrer-Policy']) {
      expect(answer.headers.get(header)).toBe(page.headers.get(header));
    }
    expect(answer.headers.get('Content-Encoding')).toBeNull();
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    // The page adds no inline code of its own for the policy to block.
    expect(answer.html.match(/<script\b/g)?.length).toBe((await page.text()).match(/<script\b/g)?.length);
  });

  it('answers from the page the form was on: the home page’s form on the home page', async () => {
    const answer = await post('/forms/enquiry', enquiry({ source_page: '/', name: '' }));
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('<link rel="canonical" href="');
    expect(answer.html).toMatch(/<h1[^>]*>Kill the fluff/);
  });

  it('takes the page a form was posted from from its Referer, as the site’s forms send it', async () => {
    const { source_page: _field, ...fields } = enquiry();
    const sent = await post('/forms/enquiry', fields, { headers: { Referer: `${server.url}/pricing` } });
    expect(sent.location).toBe('/contact/sent');
    expect(await stored('enquiries', fields.id!)).toMatchObject({ source_page: '/pricing' });

    const { source_page: _again, ...refused } = enquiry({ name: '' });
    const answer = await post('/forms/enquiry', refused, { headers: { Referer: `${server.url}/` } });
    expect(answer.html).toMatch(/<h1[^>]*>Kill the fluff/);

    const elsewhere = enquiry();
    delete elsewhere.source_page;
    await post('/forms/enquiry', elsewhere, { headers: { Referer: 'https://evil.example/pricing' } });
    expect(await stored('enquiries', elsewhere.id!)).toMatchObject({ source_page: '' });
  });

  it.each(['//evil.example/contact', '/\\evil.example', '/../../etc/passwd', 'https://evil.example/'])(
    'takes a source page of %j for the contact page, and stores none',
    async (source) => {
      const refused = await post('/forms/enquiry', enquiry({ source_page: source, name: '' }));
      expect(refused.status).toBe(400);
      // The contact page's form (it has the topic), not a file the value names.
      expect(formIn(refused.html, '/forms/enquiry')).toContain('name="topic"');

      const fields = enquiry({ source_page: source });
      expect((await post('/forms/enquiry', fields)).location).toBe('/contact/sent');
      expect(await stored('enquiries', fields.id!)).toMatchObject({ source_page: '' });
    },
  );

  it('sent faster than a person types, is refused with the form’s message, kept and not stored', async () => {
    const fields = enquiry({ form_fill_ms: '1200' });
    const answer = await post('/forms/enquiry', fields);
    expect(answer.status).toBe(400);
    const form = formIn(answer.html, '/forms/enquiry');
    expect(answer.html).toMatch(
      new RegExp(
        `<main\\b[^>]*>${escapeRegExp('<div role="alert"><p>There is a problem</p><ul><li>That was sent very quickly. Please check it and send it again.</li></ul></div>')}`,
      ),
    );
    expect(form).not.toContain('class="form-error"');
    expect(control(form, 'name').tag).toContain(`value="${fields.name}"`);
    expect(await stored('enquiries', fields.id!)).toBeNull();
  });

  it('with its honeypot filled, reads as sent, and nothing is stored or mailed', async () => {
    const fields = enquiry({ website: 'https://spam.example' });
    const answer = await post('/forms/enquiry', fields);
    expect([answer.status, answer.location]).toEqual([303, '/contact/sent']);
    expect(await stored('enquiries', fields.id!)).toBeNull();
    expect(await notifications(fields.name!)).toBe(0);
  });

  it('trapped, is answered and left there: nothing runs on to fail after the answer', async () => {
    const visitor = newVisitor();
    const dropped = await post('/forms/enquiry', enquiry({ website: 'https://spam.example' }), { visitor });
    expect(dropped.status).toBe(303);
    const quick = await post('/forms/enquiry', enquiry({ form_fill_ms: '1200' }), { visitor });
    expect(quick.status).toBe(400);
    expect(await loggedFaults(visitor, 2)).toEqual([]);
  });

  it.each([
    ['another site’s Origin', { Origin: 'https://evil.example' }],
    ['an Origin of null', { Origin: 'null' }],
    ['no Origin, and Sec-Fetch-Site cross-site', { Origin: '', 'Sec-Fetch-Site': 'cross-site' }],
  ])('from %s, is refused with 403 and not stored', async (_, headers) => {
    const fields = enquiry();
    const answer = await send('/forms/enquiry', new URLSearchParams(fields), {
      ...Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== '')),
    });
    expect(answer.status).toBe(403);
    expect(await stored('enquiries', fields.id!)).toBeNull();
  });

  it('shares the API’s per-visitor window for enquiries: 20 a minute, however they are sent', async () => {
    const visitor = newVisitor();
    for (let index = 0; index < 10; index++) {
      const created = await client.request('POST', '/api/collections/enquiries/records', {
        body: { ...publicRecords.enquiries(), website: '', form_fill_ms: 4_000 },
        headers: { 'X-Forwarded-For': visitor },
      });
      expect(created.status).toBe(200);
      expect((await post('/forms/enquiry', enquiry(), { visitor })).status).toBe(303);
    }
    const over = await post('/forms/enquiry', enquiry(), { visitor });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('what no form sends', () => {
  const garbage = new Uint8Array(Array.from({ length: 512 }, (_, index) => (index * 97) % 256));

  it.each<[string, number, BodyInit, Record<string, string>]>([
    ['JSON', 415, '{"name":"Ada"}', { 'Content-Type': 'application/json' }],
    ['plain text', 415, 'name=Ada', { 'Content-Type': 'text/plain' }],
    ['no content type', 415, garbage, { 'Content-Type': '' }],
    ['a broken escape', 400, 'name=%zz&email=a', { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['multipart without a boundary', 400, 'garbage', { 'Content-Type': 'multipart/form-data' }],
    ['broken multipart', 400, garbage, { 'Content-Type': 'multipart/form-data; boundary=x' }],
    ['binary as a form', 400, garbage, { 'Content-Type': 'application/x-www-form-urlencoded' }],
    [
      'a body over the limit',
      413,
      `message=${'a'.repeat(200_000)}`,
      { 'Content-Type': 'application/x-www-form-urlencoded' },
    ],
  ])('%s is answered %i, on each form route', async (_, status, body, headers) => {
    for (const path of ['/forms/enquiry', '/forms/newsletter', '/forms/account']) {
      const answer = await send(path, body, headers);
      expect.soft(answer.status, `${path}`).toBe(status);
    }
  });
});

describe('the subscribe form without JavaScript', () => {
  const address = (name: string) => `${name}-${newRecordId()}@example.com`;

  function subscription(change: Record<string, string> = {}): Record<string, string> {
    return {
      website: '',
      id: newRecordId(),
      form_fill_ms: '',
      source_page: '/',
      source: 'footer',
      email: address('reader'),
      ...change,
    };
  }

  const mails = (kind: string, email: string) =>
    count('mail_queue', `kind = "${kind}" && recipients = "${email}"`);

  it('is stored pending, answered 303 /newsletter/sent, and the address is asked to confirm once', async () => {
    const fields = subscription();
    const visitor = newVisitor();
    const answer = await post('/forms/newsletter', fields, { visitor });
    expect([answer.status, answer.location]).toEqual([303, '/newsletter/sent']);
    expect(await stored('newsletter_subscriptions', fields.id!)).toMatchObject({
      email: fields.email,
      source: 'footer',
      status: 'pending',
    });

    const again = await post('/forms/newsletter', fields, { visitor });
    expect([again.status, again.location]).toEqual([303, '/newsletter/sent']);
    expect(await count('newsletter_subscriptions', `email = "${fields.email}"`)).toBe(1);
    expect(await mails('newsletter_confirmation', fields.email!)).toBe(1);
  });

  it('answers an address already subscribed exactly as a new one, and mails its owner instead', async () => {
    const known = address('known');
    const made = await client.post(
      '/api/collections/newsletter_subscriptions/records',
      {
        email: known,
        status: 'subscribed',
      },
      superuser,
    );
    expect(made.status).toBe(200);

    const fresh = await post('/forms/newsletter', subscription());
    const again = await post('/forms/newsletter', subscription({ email: known.toUpperCase() }));
    expect([again.status, again.location, again.html]).toEqual([fresh.status, fresh.location, fresh.html]);
    expect(await count('newsletter_subscriptions', `email = "${known}"`)).toBe(1);
    expect(await mails('newsletter_already_subscribed', known)).toBe(1);
  });

  it.each([
    ['', 'Email is required'],
    ['reader.example.com', 'Please enter a valid email address'],
  ])('refuses %j with the page again, 400, saying %j, the address kept', async (email, message) => {
    const answer = await post('/forms/newsletter', subscription({ email: email || '' }));
    expect(answer.status).toBe(400);
    expect(answer.html).toMatch(/<html lang="en-GB" data-form-answer>/);
    expect(answer.html).toContain(message);
  });

  it('sent too quickly, is refused; with its honeypot filled, reads as sent and stores nothing', async () => {
    const quick = subscription({ form_fill_ms: '900' });
    const refused = await post('/forms/newsletter', quick);
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('That was sent very quickly. Please check it and send it again.');
    expect(await stored('newsletter_subscriptions', quick.id!)).toBeNull();

    const trapped = subscription({ website: 'https://spam.example' });
    const dropped = await post('/forms/newsletter', trapped);
    expect([dropped.status, dropped.location]).toEqual([303, '/newsletter/sent']);
    expect(await stored('newsletter_subscriptions', trapped.id!)).toBeNull();
    expect(await mails('newsletter_confirmation', trapped.email!)).toBe(0);
  });

  it('trapped, is answered and left there: nothing runs on to fail after the answer', async () => {
    const visitor = newVisitor();
    const dropped = await post('/forms/newsletter', subscription({ website: 'https://spam.example' }), {
      visitor,
    });
    expect(dropped.status).toBe(303);
    const quick = await post('/forms/newsletter', subscription({ form_fill_ms: '900' }), { visitor });
    expect(quick.status).toBe(400);
    expect(await loggedFaults(visitor, 2)).toEqual([]);
  });

  it('from another site, is refused with 403', async () => {
    const fields = subscription();
    const answer = await post('/forms/newsletter', fields, { headers: { Origin: 'https://evil.example' } });
    expect(answer.status).toBe(403);
    expect(await stored('newsletter_subscriptions', fields.id!)).toBeNull();
  });
});

describe('the account forms without JavaScript', () => {
  it('go back to their page with 303, and the password is never echoed, stored or logged', async () => {
    const password = `pw-${newRecordId()}`;
    const email = `member-${newRecordId()}@example.com`;
    const answer = await post('/forms/account', {
      email,
      password,
      passwordConfirm: password,
      full_name: 'Ada',
      source_page: '/auth/reset-password',
    });
    expect([answer.status, answer.location]).toEqual([303, '/auth/reset-password']);
    expect(answer.html).not.toContain(password);
    const headers: string[] = [];
    answer.headers.forEach((value, name) => headers.push(`${name}: ${value}`));
    expect(headers.join('\n')).not.toContain(password);
    expect(await count('users', `email = "${email}"`)).toBe(0);

    type Logs = { items: { data: Record<string, unknown> }[] };
    const logs = () =>
      client.get<Logs>(
        `/api/logs?perPage=500&filter=${encodeURIComponent('data.url ~ "/forms/account"')}`,
        superuser,
      );
    await expect.poll(async () => (await logs()).body.items.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const all = await client.get(`/api/logs?perPage=500`, superuser);
    expect(JSON.stringify(all.body)).not.toContain(password);
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/auth', '/auth?password=x', ''])(
    'with a source page of %j, go back to /auth, or its path alone',
    async (source) => {
      const answer = await post('/forms/account', {
        email: 'a@example.com',
        password: 'x',
        source_page: source,
      });
      expect(answer.status).toBe(303);
      expect(answer.location).toBe('/auth');
    },
  );
});

describe('the error page', () => {
  it('is valid HTML (the Nu HTML Checker)', async () => {
    const answer = await post('/forms/enquiry', enquiry({ name: '', email: 'nope', message: 'short' }));
    const folder = await mkdtemp(join(tmpdir(), 'form-answer-'));
    try {
      await writeFile(join(folder, 'answer.html'), answer.html);
      expect(htmlErrors(folder)).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
