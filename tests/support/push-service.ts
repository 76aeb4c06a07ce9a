import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  decryptPush,
  newBrowserKeys,
  subscriptionJson,
  vapidProblem,
  type BrowserKeys,
} from './web-push-checks';

/** A push as the loopback service took it: decrypted, with the headers that steer it. */
export interface TakenPush {
  device: string;
  message: string;
  ttl: number;
  urgency: string | undefined;
}

/** How the service answers: as a push service does, gone for a device, or not at all. */
export type ServiceMode = 'up' | 'down' | 'hang';

/**
 * A push service on 127.0.0.1 that checks every push as a real one does
 * (the VAPID JWT's ES256 signature, its audience and expiry, the
 * aes128gcm coding) and, as the browser would, decrypts it with the keys of
 * the device it was sent to. A push that fails a check is answered 400 and
 * kept in `problems`.
 */
export async function startPushService() {
  const devices = new Map<string, { keys: BrowserKeys; gone: boolean }>();
  const taken: TakenPush[] = [];
  const problems: string[] = [];
  const held: ServerResponse[] = [];
  let mode: ServiceMode = 'up';
  let attempts = 0;

  async function take(request: IncomingMessage, response: ServerResponse) {
    attempts += 1;
    if (mode === 'down') {
      request.socket.destroy();
      return;
    }
    if (mode === 'hang') {
      held.push(response);
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
    const device = devices.get(id);
    if (!device || device.gone) {
      response.writeHead(410).end();
      return;
    }
    const problem =
      (request.method !== 'POST' && `method ${request.method}`) ||
      (request.headers['content-encoding'] !== 'aes128gcm' &&
        `Content-Encoding ${request.headers['content-encoding']}`) ||
      vapidProblem(request.headers.authorization, origin, Math.floor(Date.now() / 1000));
    let message = '';
    try {
      message = problem ? '' : decryptPush(Buffer.concat(chunks), device.keys);
    } catch (error) {
      problems.push(`${id}: cannot decrypt: ${String(error)}`);
      response.writeHead(400).end();
      return;
    }
    if (problem) {
      problems.push(`${id}: ${problem}`);
      response.writeHead(400).end();
      return;
    }
    taken.push({
      device: id,
      message,
      ttl: Number(request.headers.ttl),
      urgency: request.headers.urgency as string | undefined,
    });
    response.writeHead(201).end();
  }

  const server = createServer((request, response) => void take(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    taken,
    problems,
    /** How many requests reached the service, answered or not. */
    attempts: () => attempts,
    /** A new device's subscription, as its browser's PushSubscription.toJSON() gives it. */
    subscribe(id: string) {
      const keys = newBrowserKeys();
      devices.set(id, { keys, gone: false });
      return subscriptionJson(`${origin}/push/${id}`, keys);
    },
    /** The browser dropped this subscription: its pushes get 410 Gone. */
    forget(id: string) {
      devices.get(id)!.gone = true;
    },
    /** Whether pushes are taken, their connections reset, or held unanswered. */
    setMode(next: ServiceMode) {
      mode = next;
      if (next !== 'hang') for (const response of held.splice(0)) response.destroy();
    },
    async stop() {
      for (const response of held.splice(0)) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;
