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

/** What delivery needs of an item: queued in the outbox, or sent straight from the page. */
export type Deliverable = Pick<OutboxItem, 'id' | 'path' | 'body'>;

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
export async function deliverSingle(item: Deliverable, fetcher: Fetcher): Promise<CreateOutcome> {
  try {
    return await classifyCreateResponse(await post(fetcher, item.path, item.body), item.id);
  } catch {
    return RETRY_NETWORK;
  }
}

async function deliverOneByOne(
  items: Deliverable[],
  fetcher: Fetcher,
  report: DeliveryReport,
): Promise<void> {
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
function isBatchDelivered(body: unknown, items: Deliverable[]): boolean {
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

type FailedRequests = Record<string, { response?: { status?: number; data?: { id?: { code?: string } } } }>;

/** A refused batch's verdict; `duplicateAt` is the item it names as already stored, if that was why. */
interface BatchVerdict {
  outcome: CreateOutcome;
  duplicateAt?: number;
}

/**
 * A refused batch names the request that failed. When that request was
 * rate-limited, the whole batch waits out the window; when it failed on the
 * server (5xx), the batch backs off like any outage. Sending its items one by
 * one would only hit the same wall harder. When it names an item already
 * stored (the copy the page posted as it closed), only that one is known
 * delivered and the rest can travel together again. Too large a batch (413)
 * goes one by one, whoever refused it; a refusal that is not PocketBase's (a
 * proxy's page) is retried.
 */
async function classifyBatchFailure(response: Response): Promise<BatchVerdict> {
  if (response.status === 413) return { outcome: SEND_ONE_BY_ONE };
  if (isTransientStatus(response.status)) return { outcome: retryLater(response) };
  const error = asPocketBaseError(await readJson(response));
  if (!error) return { outcome: retryLater(response) };
  const requests = Object.entries((error.data as { requests?: FailedRequests }).requests ?? {});
  const statuses = requests.map(([, failure]) => failure.response?.status ?? 0);
  if (statuses.includes(429)) return { outcome: { kind: 'retry', status: 429 } };
  const failing = statuses.find((status) => status >= 500);
  if (failing !== undefined) return { outcome: { kind: 'retry', status: failing } };
  const [only] = requests;
  if (requests.length === 1 && only && only[1].response?.data?.id?.code === 'validation_not_unique')
    return { outcome: SEND_ONE_BY_ONE, duplicateAt: Number(only[0]) };
  return { outcome: SEND_ONE_BY_ONE };
}

/** A success counts only as PocketBase's own answer; a captive portal's 200 page is retried. */
async function classifyBatchResponse(response: Response, items: Deliverable[]): Promise<BatchVerdict> {
  if (!response.ok) return classifyBatchFailure(response);
  return {
    outcome: isBatchDelivered(await readJson(response), items) ? { kind: 'created' } : retryLater(response),
  };
}

/**
 * How many already-stored items a batch steps over before going one by one:
 * a page's exit posts a few events, while a run of them means a whole earlier
 * batch arrived unanswered, which one-by-one sending settles faster.
 */
const DUPLICATES_REBATCHED = 3;

/**
 * Sends items through PocketBase's batch API, in order. A batch is one
 * all-or-nothing transaction, refused at its first failing item. An item
 * already stored counts as delivered and the rest are batched again (up to
 * DUPLICATES_REBATCHED times); for any other refusal (an invalid item rolls back the rest) the items are sent one
 * by one, so the invalid one is dropped and the others get through.
 */
export async function deliverBatch(items: Deliverable[], fetcher: Fetcher): Promise<DeliveryReport> {
  const report: DeliveryReport = { outcomes: new Map(), requests: 0 };
  let remaining = items;
  let rebatched = 0;
  while (remaining.length > 1) {
    let response: Response;
    try {
      report.requests += 1;
      response = await post(fetcher, '/api/batch', {
        requests: remaining.map((item) => ({ method: 'POST', url: item.path, body: item.body })),
      });
    } catch {
      remaining.forEach((item) => report.outcomes.set(item.id, RETRY_NETWORK));
      return report;
    }

    const { outcome, duplicateAt } = await classifyBatchResponse(response, remaining);
    const duplicate = duplicateAt === undefined ? undefined : remaining[duplicateAt];
    if (duplicate && rebatched < DUPLICATES_REBATCHED) {
      rebatched += 1;
      report.outcomes.set(duplicate.id, { kind: 'duplicate' });
      remaining = remaining.filter((item) => item !== duplicate);
    } else if (outcome.kind !== 'invalid') {
      remaining.forEach((item) => report.outcomes.set(item.id, outcome));
      return report;
    } else {
      await deliverOneByOne(remaining, fetcher, report);
      return report;
    }
  }
  await deliverOneByOne(remaining, fetcher, report);
  return report;
}
