export interface RealtimeEvent {
  topic: string;
  data: { action: string; record: Record<string, unknown> };
  /** performance.now() when the event was read off the stream. */
  receivedAt: number;
}

export interface RealtimeClient {
  events: RealtimeEvent[];
  /** The status of the subscription request (204 when accepted). */
  subscribeStatus: number;
  waitFor(predicate: (event: RealtimeEvent) => boolean, timeoutMs?: number): Promise<RealtimeEvent>;
  close(): void;
}

/** Connects to PocketBase's realtime SSE stream the way the JS SDK does, and subscribes. */
export async function subscribeRealtime(
  baseUrl: string,
  topics: string[],
  token?: string,
): Promise<RealtimeClient> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/realtime`, { signal: controller.signal });
  if (!response.body) throw new Error('No realtime stream');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();

  const events: RealtimeEvent[] = [];
  const listeners = new Set<() => void>();
  let clientId: string | undefined;
  let resolveConnected: () => void = () => {};
  const connected = new Promise<void>((resolve) => (resolveConnected = resolve));

  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const topic = /^event:(.*)$/m.exec(frame)?.[1]?.trim() ?? '';
          const data = JSON.parse(/^data:(.*)$/m.exec(frame)?.[1] ?? '{}') as Record<string, unknown>;
          if (topic === 'PB_CONNECT') {
            clientId = data.clientId as string;
            resolveConnected();
          } else {
            events.push({ topic, data: data as RealtimeEvent['data'], receivedAt: performance.now() });
            listeners.forEach((listener) => listener());
          }
        }
      }
    } catch {
      // Aborted by close().
    }
  })();

  await connected;
  const subscribe = await fetch(`${baseUrl}/api/realtime`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: JSON.stringify({ clientId, subscriptions: topics }),
  });

  return {
    events,
    subscribeStatus: subscribe.status,
    waitFor(predicate, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(predicate);
          if (found) {
            listeners.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error('No matching realtime event arrived'));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
