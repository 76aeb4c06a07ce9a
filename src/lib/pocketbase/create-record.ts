import type { Collection } from './collections';

/** What became of one attempt to create a record. */
export type CreateOutcome =
  | { kind: 'created' }
  /** The id exists already: an earlier delivery of the same record arrived. */
  | { kind: 'duplicate' }
  /** The server refused the content; sending it again will not help. */
  | { kind: 'invalid'; message: string; fields: Record<string, string> }
  /** Offline, server down, rate-limited or failing: try again later. */
  | { kind: 'retry'; status: number | null; retryAfterSeconds?: number };

interface PocketBaseError {
  message: string;
  data: Record<string, { code?: string; message?: string }>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON body of a response, or undefined when it has none (an HTML page, say). */
export async function readJson(response: Response): Promise<unknown> {
  return response.json().catch(() => undefined);
}

/** PocketBase's error body; anything else (a proxy's or portal's page) is not PocketBase talking. */
export function asPocketBaseError(body: unknown): PocketBaseError | undefined {
  return isObject(body) && typeof body.message === 'string' && isObject(body.data)
    ? (body as unknown as PocketBaseError)
    : undefined;
}

/** Whether `body` is the record `id` as PocketBase returns it once created. */
export function isCreatedRecord(body: unknown, id: string): boolean {
  return isObject(body) && body.id === id;
}

/** Rate-limited, timed out or failing on the server: worth trying again later. */
export const isTransientStatus = (status: number) => status === 429 || status === 408 || status >= 500;

/** Try again later, as soon as Retry-After allows. */
export function retryLater(response: Response): CreateOutcome {
  const retryAfter = Number(response.headers.get('Retry-After'));
  return Number.isFinite(retryAfter) && retryAfter > 0
    ? { kind: 'retry', status: response.status, retryAfterSeconds: retryAfter }
    : { kind: 'retry', status: response.status };
}

/**
 * Sorts a PocketBase create response for record `id` into the outcomes
 * above. Only PocketBase's own answers count: a success must be the record
 * itself and a refusal PocketBase's error body. Anything else (a captive
 * portal's 200 page, a proxy's 403) means PocketBase was not reached: retry.
 */
export async function classifyCreateResponse(response: Response, id: string): Promise<CreateOutcome> {
  if (isTransientStatus(response.status)) return retryLater(response);
  const body = await readJson(response);
  if (response.ok) return isCreatedRecord(body, id) ? { kind: 'created' } : retryLater(response);
  const error = asPocketBaseError(body);
  if (!error) return retryLater(response);
  if (error.data.id?.code === 'validation_not_unique') return { kind: 'duplicate' };
  const fields = Object.fromEntries(
    Object.entries(error.data).map(([field, failure]) => [field, failure.message ?? 'Invalid value.']),
  );
  return { kind: 'invalid', message: error.message, fields };
}

/** A JSON POST, as PocketBase's create and batch endpoints take it. */
export function jsonPost(body: unknown, init: RequestInit = {}): RequestInit {
  return {
    ...init,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  };
}

/** Creates one record with a client-chosen id through PocketBase's REST API. */
export async function createRecord(
  collection: Collection,
  record: { id: string } & Record<string, unknown>,
  fetcher: typeof fetch = fetch,
): Promise<CreateOutcome> {
  let response: Response;
  try {
    response = await fetcher(collection.recordsPath, jsonPost(record));
  } catch {
    return { kind: 'retry', status: null };
  }
  return classifyCreateResponse(response, record.id);
}
