import { classifyCreateResponse, type CreateOutcome } from '@/lib/api/create-record';
import type { OutboxItem } from './outbox-db';

export type Fetcher = (path: string, init: RequestInit) => Promise<Response>;

export interface DeliveryReport {
  outcomes: Map<string, CreateOutcome>;
  /** HTTP requests made, for the benchmark and for tests. */
  requests: number;
}

const RETRY_NETWORK: CreateOutcome = { kind: 'retry', status: null };

function post(fetcher: Fetcher, path: string, body: unknown): Promise<Response> {
  return fetcher(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Sends one item on its own. */
export async function deliverSingle(item: OutboxItem, fetcher: Fetcher): Promise<CreateOutcome> {
  try {
    return await classifyCreateResponse(await post(fetcher, item.path, item.body));
  } catch {
    return RETRY_NETWORK;
  }
}

async function deliverOneByOne(items: OutboxItem[], fetcher: Fetcher, report: DeliveryReport): Promise<void> {
  for (const [index, item] of items.entries()) {
    const outcome = await deliverSingle(item, fetcher);
    report.requests += 1;
    report.outcomes.set(item.id, outcome);
    if (outcome.kind === 'retry') {
      // The server is unreachable or busy: the rest wait for the next flush.
      for (const rest of items.slice(index + 1)) report.outcomes.set(rest.id, outcome);
      return;
    }
  }
}

interface BatchFailure {
  data?: { requests?: Record<string, { response?: { status?: number } }> };
}

/**
 * A refused batch names the request that failed. When that request was
 * rate-limited or failed on the server (429, 5xx), the whole batch waits and
 * is tried again later; sending its items one by one would only hit the
 * same limit harder.
 */
async function classifyBatchFailure(response: Response): Promise<CreateOutcome> {
  if (response.status !== 400) return classifyCreateResponse(response);
  const body = (await response.json().catch(() => ({}))) as BatchFailure;
  const statuses = Object.values(body.data?.requests ?? {}).map((failure) => failure.response?.status ?? 0);
  if (statuses.some((status) => status === 429 || status >= 500)) return { kind: 'retry', status: 429 };
  return { kind: 'invalid', message: 'Batch refused.', fields: {} };
}

/**
 * Sends items through PocketBase's batch API, in order. A batch is one
 * all-or-nothing transaction: when it is refused (one duplicate or invalid
 * item rolls back the rest), the items are sent one by one, so duplicates
 * count as delivered, the invalid one is dropped and the others get through.
 */
export async function deliverBatch(items: OutboxItem[], fetcher: Fetcher): Promise<DeliveryReport> {
  const report: DeliveryReport = { outcomes: new Map(), requests: 0 };
  if (items.length === 1) {
    await deliverOneByOne(items, fetcher, report);
    return report;
  }

  let response: Response;
  try {
    report.requests += 1;
    response = await post(fetcher, '/api/batch', {
      requests: items.map((item) => ({ method: 'POST', url: item.path, body: item.body })),
    });
  } catch {
    items.forEach((item) => report.outcomes.set(item.id, RETRY_NETWORK));
    return report;
  }

  if (response.ok) {
    items.forEach((item) => report.outcomes.set(item.id, { kind: 'created' }));
    return report;
  }
  const outcome = await classifyBatchFailure(response);
  if (outcome.kind === 'retry') {
    items.forEach((item) => report.outcomes.set(item.id, outcome));
    return report;
  }
  await deliverOneByOne(items, fetcher, report);
  return report;
}
