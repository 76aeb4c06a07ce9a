import {
  asPocketBaseError,
  classifyCreateResponse,
  isCreatedRecord,
  isTransientStatus,
  jsonPost,
  readJson,
  retryLater,
  type CreateOutcome,
} from '@/lib/pocketbase/create-record';
import type { OutboxItem } from './outbox-db';

export type Fetcher = (path: string, init: RequestInit) => Promise<Response>;

export interface DeliveryReport {
  outcomes: Map<string, CreateOutcome>;
  /** HTTP requests made, for the benchmark and for tests. */
  requests: number;
}

const RETRY_NETWORK: CreateOutcome = { kind: 'retry', status: null };

function post(fetcher: Fetcher, path: string, body: unknown): Promise<Response> {
  return fetcher(path, jsonPost(body));
}

/** Sends one item on its own. */
export async function deliverSingle(
  item: Pick<OutboxItem, 'id' | 'path' | 'body'>,
  fetcher: Fetcher,
): Promise<CreateOutcome> {
  try {
    return await classifyCreateResponse(await post(fetcher, item.path, item.body), item.id);
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

const isSuccess = (status: unknown) => typeof status === 'number' && status >= 200 && status < 300;

/** Whether a batch answer is PocketBase's: one created record per item, in order. */
function isBatchDelivered(body: unknown, items: OutboxItem[]): boolean {
  return (
    Array.isArray(body) &&
    body.length === items.length &&
    items.every((item, index) => {
      const result = body[index] as { status?: unknown; body?: unknown } | null;
      return isSuccess(result?.status) && isCreatedRecord(result?.body, item.id);
    })
  );
}

const SEND_ONE_BY_ONE: CreateOutcome = { kind: 'invalid', message: 'Batch refused.', fields: {} };

/**
 * A refused batch names the request that failed. When that request was
 * rate-limited, the whole batch waits out the window; when it failed on the
 * server (5xx), the batch backs off like any outage. Sending its items one by
 * one would only hit the same wall harder. Too large a batch (413) goes one
 * by one, whoever refused it; a refusal that is not PocketBase's (a proxy's
 * page) is retried.
 */
async function classifyBatchFailure(response: Response): Promise<CreateOutcome> {
  if (response.status === 413) return SEND_ONE_BY_ONE;
  if (isTransientStatus(response.status)) return retryLater(response);
  const error = asPocketBaseError(await readJson(response));
  if (!error) return retryLater(response);
  const requests = (error.data as { requests?: Record<string, { response?: { status?: number } }> }).requests;
  const statuses = Object.values(requests ?? {}).map((failure) => failure.response?.status ?? 0);
  if (statuses.includes(429)) return { kind: 'retry', status: 429 };
  const failing = statuses.find((status) => status >= 500);
  if (failing !== undefined) return { kind: 'retry', status: failing };
  return SEND_ONE_BY_ONE;
}

/** A success counts only as PocketBase's own answer; a captive portal's 200 page is retried. */
async function classifyBatchResponse(response: Response, items: OutboxItem[]): Promise<CreateOutcome> {
  if (!response.ok) return classifyBatchFailure(response);
  return isBatchDelivered(await readJson(response), items) ? { kind: 'created' } : retryLater(response);
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

  const outcome = await classifyBatchResponse(response, items);
  if (outcome.kind !== 'invalid') {
    items.forEach((item) => report.outcomes.set(item.id, outcome));
    return report;
  }
  await deliverOneByOne(items, fetcher, report);
  return report;
}
