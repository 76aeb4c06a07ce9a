import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Answer } from '@/features/assistant/answer';
import { answerWithModel } from '@/features/assistant/ask-model';
import type { Passage, PassageFile } from '@/features/assistant/passage';
import { clientDir } from '../../src/tools/dist-dir';
import { startTestServer, type TestServer } from '../support/test-server';

const KEY = 'sk-test-never-in-the-browser';
const RATE_LIMIT = 20;

type Reply = { kind: 'stream'; chunks: string[] } | { kind: 'fail' };

/** A small OpenAI-compatible chat completions server on loopback, streaming as the real ones do. */
function fakeModel() {
  const requests: Array<{ headers: IncomingMessage['headers']; body: Record<string, unknown> }> = [];
  let reply: Reply = { kind: 'fail' };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({ headers: request.headers, body: JSON.parse(body) as Record<string, unknown> });
      if (request.url !== '/v1/chat/completions' || reply.kind === 'fail') {
        response.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":"overloaded"}');
        return;
      }
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      for (const content of reply.chunks) {
        response.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
      }
      response.end('data: [DONE]\n\n');
    });
  });
  return {
    requests,
    reply: (next: Reply) => (reply = next),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const model = fakeModel();
let site: TestServer;
let plain: TestServer;
let passages: Map<string, Passage>;

beforeAll(async () => {
  const url = await model.start();
  [site, plain] = await Promise.all([
    startTestServer({
      env: {
        ASSISTANT_API_URL: url,
        ASSISTANT_API_KEY: KEY,
        ASSISTANT_MODEL: 'test-model',
        ASSISTANT_RATE_LIMIT: String(RATE_LIMIT),
        // Each test speaks from its own address, so the rate limit counts them apart.
        TRUSTED_PROXY_HEADERS: 'X-Test-Ip',
      },
    }),
    startTestServer(),
  ]);
  const file = JSON.parse(await readFile(join(clientDir, 'assistant-passages.json'), 'utf8')) as PassageFile;
  passages = new Map(file.passages.map((passage) => [passage.id, passage]));
});

afterAll(async () => {
  await Promise.all([site?.stop(), plain?.stop(), model.stop()]);
});

beforeEach(() => {
  model.requests.length = 0;
});

/** The local answer to "how much is SEO?", as the browser composes it. */
function localSeoAnswer(): Answer {
  const price = passages.get('seo:price')!;
  return {
    status: 'answered',
    lead: 'From our SEO page:',
    blocks: [{ title: price.title, text: price.text, href: price.href }],
    sources: [{ title: price.page, href: price.href }],
    passageIds: ['seo:price', 'seo:timeline'],
  };
}

async function post(server: TestServer, body: unknown, ip = '127.0.0.1') {
  return fetch(`${server.url}/api/assistant/answer`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Test-Ip': ip },
    body: JSON.stringify(body),
  });
}

describe('the assistant’s optional model route', () => {
  it('is off unless configured: the status says so and the route answers 404', async () => {
    expect(await (await fetch(`${plain.url}/api/assistant`)).json()).toEqual({ model: false });
    expect((await post(plain, { question: 'how much is seo', passages: ['seo:price'] })).status).toBe(404);
    expect(await (await fetch(`${site.url}/api/assistant`)).json()).toEqual({ model: true });
  });

  it('streams the model’s answer, which cites the passages, and sends the key only to the model', async () => {
    model.reply({ kind: 'stream', chunks: ['SEO costs ', '£1,500–£5,000/month', ' [1].'] });
    const streamed: string[] = [];
    const answer = await answerWithModel(
      'how much is seo',
      localSeoAnswer(),
      passages,
      (text) => streamed.push(text),
      site.url,
    );

    expect(answer.lead).toBe('SEO costs £1,500–£5,000/month [1].');
    expect(answer.sources).toEqual([{ title: 'SEO', href: '/services/seo' }]);
    expect(streamed.length).toBeGreaterThan(1);
    const [sent] = model.requests;
    expect(sent?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent?.body).toMatchObject({ model: 'test-model', stream: true });
    expect(JSON.stringify(sent?.body)).toContain('£1,500–£5,000/month');

    const raw = await (await post(site, { question: 'how much is seo', passages: ['seo:price'] })).text();
    expect(raw).not.toContain(KEY);
  });

  it('keeps saying the Business Examples are not clients when the model words the answer, and tells the model so', async () => {
    model.reply({ kind: 'stream', chunks: ['Peloton sells the routine, not the bike [1].'] });
    const study = passages.get('case:15')!;
    const local: Answer = {
      status: 'answered',
      lead: 'From our Business Examples page:',
      note: "These are public examples of good marketing, not Clear North's clients.",
      blocks: [{ title: study.title, text: study.text, href: study.href }],
      sources: [{ title: study.page, href: study.href }],
      passageIds: [study.id],
    };
    const answer = await answerWithModel('show me an example', local, passages, undefined, site.url);

    expect(answer.lead).toBe('Peloton sells the routine, not the bike [1].');
    expect(answer.note).toBe(local.note);
    expect(JSON.stringify(model.requests[0]?.body)).toContain("not Clear North's clients");
  });

  it.each<[string, Reply]>([
    ['fails', { kind: 'fail' }],
    ['states a figure the passages do not', { kind: 'stream', chunks: ['SEO costs £500 a month [1].'] }],
    ['cites nothing', { kind: 'stream', chunks: ['SEO costs £1,500–£5,000/month.'] }],
    ['cites a passage it was not given', { kind: 'stream', chunks: ['See [7].'] }],
    ['does not know', { kind: 'stream', chunks: ['UNKNOWN'] }],
  ])('when the model %s, the local answer stands', async (_case, reply) => {
    model.reply(reply);
    const local = localSeoAnswer();
    const response = await post(site, { question: 'how much is seo', passages: local.passageIds });
    expect(response.status).toBe(502);
    expect(await answerWithModel('how much is seo', local, passages, undefined, site.url)).toBe(local);
  });

  it.each<[string, unknown]>([
    ['no question', { passages: ['seo:price'] }],
    ['a question over 500 characters', { question: 'a'.repeat(501), passages: ['seo:price'] }],
    ['no passages', { question: 'how much is seo', passages: [] }],
    ['a passage the site does not have', { question: 'how much is seo', passages: ['made-up'] }],
    ['passages that are not a list', { question: 'how much is seo', passages: 'seo:price' }],
  ])('refuses %s with a 400 and a message, before asking the model', async (_case, body) => {
    const response = await post(site, body, '10.0.0.9');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).not.toBe('');
    expect(model.requests).toEqual([]);
  });
});

describe('the model route’s rate limit', () => {
  it(`answers 429 after ${RATE_LIMIT} questions a minute from one visitor`, async () => {
    model.reply({ kind: 'stream', chunks: ['£1,500–£5,000/month [1]'] });
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT; i++) {
      statuses.push(
        (await post(site, { question: 'how much is seo', passages: ['seo:price'] }, '10.0.0.77')).status,
      );
    }
    expect(statuses.slice(0, RATE_LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
