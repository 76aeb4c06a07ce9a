import { createRequire } from 'node:module';

/** Network.emulateNetworkConditions' parameters. */
export interface NetworkConditions {
  offline: boolean;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}

/** Bytes on the wire (Network.loadingFinished's encodedDataLength, headers included). */
export interface WireBytes {
  all: number;
  scripts: number;
  requests: number;
}

export interface WorkerNetwork {
  /** What the service workers fetched since the last call, and start counting again. */
  take(): WireBytes;
  close(): void;
}

interface Socket {
  on(event: 'open' | 'close', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  send(data: string): void;
  close(): void;
}

interface Message {
  id?: number;
  method?: string;
  sessionId?: string;
  params?: Record<string, unknown>;
  error?: { message: string };
}

// Node 20 has no WebSocket of its own; ws comes with lighthouse, a devDependency.
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => Socket;

/**
 * Every service worker the browser starts, throttled like the page and its
 * fetches counted. Playwright's CDP sessions reach pages only, and a page's
 * network emulation does not cover its worker, whose precache would then
 * download at loopback speed; so this holds a CDP connection of its own (the
 * browser's --remote-debugging-port) and attaches to each worker before it
 * runs, so that its first fetch is already throttled.
 */
export async function watchServiceWorkers(
  debuggingPort: number,
  conditions: NetworkConditions,
): Promise<WorkerNetwork> {
  const version = (await (await fetch(`http://127.0.0.1:${debuggingPort}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    socket.on('open', resolve);
    socket.on('error', reject);
  });

  let nextId = 0;
  const pending = new Map<number, (message: Message) => void>();
  const send = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<Message>((resolve) => {
      const id = ++nextId;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });

  let bytes: WireBytes = { all: 0, scripts: 0, requests: 0 };
  const scriptRequests = new Set<string>();
  async function throttleThenRun(sessionId: string) {
    await send('Network.enable', {}, sessionId);
    await send('Network.emulateNetworkConditions', conditions, sessionId);
    await send('Runtime.runIfWaitingForDebugger', {}, sessionId);
  }

  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as Message;
    if (message.id !== undefined) {
      pending.get(message.id)?.(message);
      pending.delete(message.id);
      return;
    }
    const params = message.params ?? {};
    switch (message.method) {
      case 'Target.attachedToTarget':
        void throttleThenRun(params.sessionId as string);
        break;
      case 'Network.responseReceived':
        // A worker's fetch() is typed "Fetch" whatever it fetches: scripts go by their MIME type.
        if ((params.response as { mimeType?: string } | undefined)?.mimeType?.includes('javascript'))
          scriptRequests.add(`${message.sessionId}:${String(params.requestId)}`);
        break;
      case 'Network.loadingFinished': {
        const size = Number(params.encodedDataLength ?? 0);
        bytes.all += size;
        bytes.requests += 1;
        if (scriptRequests.delete(`${message.sessionId}:${String(params.requestId)}`)) bytes.scripts += size;
        break;
      }
    }
  });

  const attached = await send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: true,
    filter: [{ type: 'service_worker' }],
  });
  if (attached.error) throw new Error(`Target.setAutoAttach: ${attached.error.message}`);

  return {
    take() {
      const taken = bytes;
      bytes = { all: 0, scripts: 0, requests: 0 };
      return taken;
    },
    close: () => socket.close(),
  };
}
