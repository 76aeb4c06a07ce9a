import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the proxy does to one request:
 * - `pass`: forwards it;
 * - `drop`: closes the connection before forwarding;
 * - `reset`: answers with a TCP reset before forwarding;
 * - `delay`: forwards it after a pause;
 * - `bad-gateway`: answers 502 itself, as a reverse proxy whose upstream failed;
 * - `lose-answer`: forwards it, lets the server finish, then closes the connection unanswered;
 * - `truncate`: forwards it and passes on the status, headers and half the body, then closes.
 */
export type Fault = 'pass' | 'drop' | 'reset' | 'delay' | 'bad-gateway' | 'lose-answer' | 'truncate';

export interface FaultProxy {
  url: string;
  /** Where requests go; change it when the server comes back elsewhere. */
  target: string;
  /** How many requests met each fault. */
  counts: Record<Fault, number>;
  close(): Promise<void>;
}

export interface FaultProxyOptions {
  /** Picks the fault for the next request. */
  pick: () => Fault;
  /**
   * Which requests meet faults and are numbered (all by default); the rest
   * pass untouched, e.g. a browser's page loads while its API writes are tested.
   */
  affects?: (method: string, path: string) => boolean;
  /** The pause of `delay`. */
  delayMs?: number;
  /** Called with each request's number before it is handled (e.g. to kill the server mid-flush). */
  onRequest?: (count: number) => void;
  /**
   * Gives each request a visitor address of its own in X-Forwarded-For, as
   * the reverse proxy of a deploy does for many visitors (the server must
   * trust the header: TRUSTED_PROXY_HEADERS).
   */
  visitorPerRequest?: boolean;
}

/** The fault runs' mix: about four requests in ten meet a fault. */
export const FAULT_MIX: Partial<Record<Fault, number>> = {
  pass: 60,
  drop: 6,
  reset: 6,
  delay: 6,
  'bad-gateway': 8,
  'lose-answer': 8,
  truncate: 6,
};

/** A deterministic pick from weights: the same seed plays the same faults. */
export function seededFaults(seed: number, weights: Partial<Record<Fault, number>>): () => Fault {
  const entries = Object.entries(weights) as Array<[Fault, number]>;
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let state = seed >>> 0;
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    let roll = (((t ^ (t >>> 14)) >>> 0) / 4294967296) * total;
    for (const [fault, weight] of entries) {
      roll -= weight;
      if (roll < 0) return fault;
    }
    return 'pass';
  };
}

async function readBody(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Sends the request upstream and reads the whole answer; undefined when the server is not there. */
async function forward(
  target: string,
  incoming: IncomingMessage,
  body: Buffer,
  visitor: string | undefined,
): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer } | undefined> {
  const upstream = request(`${target}${incoming.url ?? '/'}`, {
    method: incoming.method,
    headers: {
      ...incoming.headers,
      host: new URL(target).host,
      ...(visitor ? { 'x-forwarded-for': visitor } : {}),
    },
  });
  upstream.end(body);
  try {
    const [answer] = (await once(upstream, 'response')) as [IncomingMessage];
    return { status: answer.statusCode ?? 502, headers: answer.headers, body: await readBody(answer) };
  } catch {
    return undefined;
  }
}

/**
 * A small HTTP proxy on loopback that puts network and gateway faults
 * between a client and PocketBase, one request at a time.
 */
export async function startFaultProxy(target: string, options: FaultProxyOptions): Promise<FaultProxy> {
  const counts: Record<Fault, number> = {
    pass: 0,
    drop: 0,
    reset: 0,
    delay: 0,
    'bad-gateway': 0,
    'lose-answer': 0,
    truncate: 0,
  };
  let requests = 0;
  const proxy: FaultProxy = {
    url: '',
    target,
    counts,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };

  const answerGateway = (response: ServerResponse) => {
    response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>502 Bad Gateway</h1>');
  };

  const server = createServer((incoming, response) => {
    const affected = options.affects?.(incoming.method ?? 'GET', incoming.url ?? '/') ?? true;
    if (affected) requests += 1;
    const number = requests;
    if (affected) options.onRequest?.(number);
    const fault = affected ? options.pick() : 'pass';
    if (affected) counts[fault] += 1;
    void (async () => {
      const body = await readBody(incoming);
      if (fault === 'drop') return incoming.socket.destroy();
      if (fault === 'reset') return incoming.socket.resetAndDestroy();
      if (fault === 'bad-gateway') return answerGateway(response);
      if (fault === 'delay') await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 200));

      const visitor = options.visitorPerRequest
        ? `10.${(number >> 16) & 255}.${(number >> 8) & 255}.${number & 255}`
        : undefined;
      const answer = await forward(proxy.target, incoming, body, visitor);
      if (!answer) return answerGateway(response);
      if (fault === 'lose-answer') return incoming.socket.destroy();
      const headers = { ...answer.headers, 'content-length': String(answer.body.length) };
      delete headers['transfer-encoding'];
      response.writeHead(answer.status, headers);
      if (fault === 'truncate') {
        response.write(answer.body.subarray(0, Math.floor(answer.body.length / 2)));
        return setTimeout(() => incoming.socket.destroy(), 10);
      }
      response.end(answer.body);
    })();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
