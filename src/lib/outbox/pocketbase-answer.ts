import { asPocketBaseError, isObject, readJson, type PocketBaseError } from '@/lib/pocketbase/json-api';
import { DELIVERED, type AttemptOutcome, type Retry } from './outcome';

/**
 * The one reading of PocketBase's answers to what the outbox sends. Only
 * PocketBase's own answers count: delivered means the created record came
 * back (for a batch, one per item, in order), refused means its validation
 * error naming the fields at fault. Anything else is retried: a captive
 * portal's 200 page, a proxy's 403, a collection missing during a deploy
 * (404), and a save that failed on the server (a locked database, a full
 * disk, a hook that throws), which PocketBase answers with a 400 naming no
 * field.
 */

/** Rate-limited, timed out or failing on the server: worth trying again later. */
const isTransientStatus = (status: number) => status === 429 || status === 408 || status >= 500;

/** Try again later, as soon as Retry-After allows. */
function retryLater(response: Response): Retry {
  const retryAfter = Number(response.headers.get('Retry-After'));
  return Number.isFinite(retryAfter) && retryAfter > 0
    ? { kind: 'retry', status: response.status, retryAfterSeconds: retryAfter }
    : { kind: 'retry', status: response.status };
}

/** Whether `body` is the record `id` as PocketBase returns it once created. */
const isCreatedRecord = (body: unknown, id: string) => isObject(body) && body.id === id;

/** A 400 whose `data` names the fields at fault; a failed save answers 400 too, with an empty `data`. */
function isFieldRefusal(status: number, error: PocketBaseError): boolean {
  const failures = Object.values(error.data);
  return (
    status === 400 &&
    failures.length > 0 &&
    failures.every((failure) => isObject(failure) && typeof failure.code === 'string')
  );
}

/** PocketBase's answer to creating record `id` on its own. */
export async function readCreateAnswer(response: Response, id: string): Promise<AttemptOutcome> {
  if (isTransientStatus(response.status)) return retryLater(response);
  const body = await readJson(response);
  if (response.ok) return isCreatedRecord(body, id) ? DELIVERED : retryLater(response);
  const error = asPocketBaseError(body);
  if (!error || !isFieldRefusal(response.status, error)) return retryLater(response);
  // The id is taken: an earlier delivery of this very item arrived, its answer lost.
  if (error.data.id?.code === 'validation_not_unique') return DELIVERED;
  return refusal(error);
}

/** A refusal naming the fields at fault, each with PocketBase's reason. */
function refusal(error: PocketBaseError): AttemptOutcome {
  const fields = Object.fromEntries(
    Object.entries(error.data).map(([field, failure]) => [field, failure.message ?? 'Invalid value.']),
  );
  return { kind: 'refused', message: error.message, fields };
}

/**
 * PocketBase's answer to changing record `recordId`: delivered when the
 * record comes back, refused when a field is at fault, and anything else
 * retried, a 404 or a 403 too (a token out of date, a deploy under way), so
 * an admin's change is never lost. Sent again, a change sets the same values.
 */
export async function readUpdateAnswer(response: Response, recordId: string): Promise<AttemptOutcome> {
  if (isTransientStatus(response.status)) return retryLater(response);
  const body = await readJson(response);
  if (response.ok) return isCreatedRecord(body, recordId) ? DELIVERED : retryLater(response);
  const error = asPocketBaseError(body);
  return error && isFieldRefusal(response.status, error) ? refusal(error) : retryLater(response);
}

/**
 * What a batch's answer says: one outcome for all its items, or that they
 * are to go one by one (`duplicateAt`: the item it names as already stored,
 * when that was why).
 */
export type BatchAnswer = AttemptOutcome | { kind: 'one-by-one'; duplicateAt?: number };

const ONE_BY_ONE: BatchAnswer = { kind: 'one-by-one' };

const isSuccess = (status: unknown) => typeof status === 'number' && status >= 200 && status < 300;

type FailedRequests = Record<string, { response?: { status?: number; data?: { id?: { code?: string } } } }>;

/**
 * A refused batch names the request that failed. Rate-limited, the whole
 * batch waits out the window; failed on the server (5xx), it backs off like
 * any outage: one by one would only hit the same wall harder. Too large a
 * batch (413) goes one by one, whoever refused it; a refusal that is not
 * PocketBase's (a proxy's page) is retried. Any other refusal (an invalid
 * item rolls back the rest) goes one by one, so only that item is refused.
 */
async function readBatchRefusal(response: Response): Promise<BatchAnswer> {
  if (response.status === 413) return ONE_BY_ONE;
  if (isTransientStatus(response.status)) return retryLater(response);
  const error = asPocketBaseError(await readJson(response));
  if (!error) return retryLater(response);
  const requests = Object.entries((error.data as { requests?: FailedRequests }).requests ?? {});
  const statuses = requests.map(([, failure]) => failure.response?.status ?? 0);
  if (statuses.includes(429)) return { kind: 'retry', status: 429 };
  const failing = statuses.find((status) => status >= 500);
  if (failing !== undefined) return { kind: 'retry', status: failing };
  const [only] = requests;
  if (requests.length === 1 && only && only[1].response?.data?.id?.code === 'validation_not_unique')
    return { kind: 'one-by-one', duplicateAt: Number(only[0]) };
  return ONE_BY_ONE;
}

/** PocketBase's answer to a batch creating records `ids`, in order, in one transaction. */
export async function readBatchAnswer(response: Response, ids: string[]): Promise<BatchAnswer> {
  if (!response.ok) return readBatchRefusal(response);
  const body = await readJson(response);
  const delivered =
    Array.isArray(body) &&
    body.length === ids.length &&
    ids.every((id, index) => {
      const result = body[index] as { status?: unknown; body?: unknown } | null;
      return isSuccess(result?.status) && isCreatedRecord(result?.body, id);
    });
  return delivered ? DELIVERED : retryLater(response);
}
