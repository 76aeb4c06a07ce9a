import { jsonPost } from '@/lib/pocketbase/json-api';
import type { OutboxItem } from './outbox-db';
import { DELIVERED, NO_ANSWER, type AttemptOutcome } from './outcome';
import { readBatchAnswer, readCreateAnswer, readUpdateAnswer } from './pocketbase-answer';

export type Fetcher = (path: string, init: RequestInit) => Promise<Response>;

/** The browser's own fetch, as the page and the worker send with it. */
export const networkFetcher: Fetcher = (path, init) => fetch(path, init);

/** What delivery needs of an item: queued in the outbox, or sent straight from the page. */
export type Deliverable = Pick<OutboxItem, 'id' | 'path' | 'body' | 'method'>;

export interface DeliveryReport {
  outcomes: Map<string, AttemptOutcome>;
  /** HTTP requests made, for the benchmark and for tests. */
  requests: number;
}

/**
 * A JSON PATCH as the admin whose token is given, as PocketBase's update
 * takes it. Here rather than beside jsonPost, whose module every page's
 * first script carries, as only the outbox sends one.
 */
function jsonPatch(body: unknown, token: string): RequestInit {
  return {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify(body),
  };
}

/**
 * Sends one item on its own: a create, or a change to the record its path
 * names, as the admin whose token is given. What its answer means is
 * pocketbase-answer.ts's to say.
 */
export async function deliverSingle(
  item: Deliverable,
  fetcher: Fetcher,
  adminToken?: string,
): Promise<AttemptOutcome> {
  try {
    if (item.method !== 'PATCH')
      return await readCreateAnswer(await fetcher(item.path, jsonPost(item.body)), item.id);
    if (!adminToken) return NO_ANSWER;
    const recordId = item.path.slice(item.path.lastIndexOf('/') + 1);
    return await readUpdateAnswer(await fetcher(item.path, jsonPatch(item.body, adminToken)), recordId);
  } catch {
    return NO_ANSWER;
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
 * DUPLICATES_REBATCHED times); after any other refusal (an invalid item
 * rolls back the rest) the items go one by one, so the invalid one is
 * refused and the others get through.
 */
export async function deliverBatch(items: Deliverable[], fetcher: Fetcher): Promise<DeliveryReport> {
  const report: DeliveryReport = { outcomes: new Map(), requests: 0 };
  let remaining = items;
  let rebatched = 0;
  while (remaining.length > 1) {
    let response: Response;
    try {
      report.requests += 1;
      response = await fetcher(
        '/api/batch',
        jsonPost({
          requests: remaining.map((item) => ({ method: 'POST', url: item.path, body: item.body })),
        }),
      );
    } catch {
      remaining.forEach((item) => report.outcomes.set(item.id, NO_ANSWER));
      return report;
    }

    const ids = remaining.map((item) => item.id);
    const answer = await readBatchAnswer(response, ids);
    if (answer.kind !== 'one-by-one') {
      remaining.forEach((item) => report.outcomes.set(item.id, answer));
      return report;
    }
    const duplicate = answer.duplicateAt === undefined ? undefined : remaining[answer.duplicateAt];
    if (!duplicate || rebatched >= DUPLICATES_REBATCHED) break;
    rebatched += 1;
    report.outcomes.set(duplicate.id, DELIVERED);
    remaining = remaining.filter((item) => item !== duplicate);
  }
  await deliverOneByOne(remaining, fetcher, report);
  return report;
}
