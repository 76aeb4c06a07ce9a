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
  message?: string;
  data?: Record<string, { code?: string; message?: string }>;
}

/** Sorts a PocketBase create response into the outcomes above. */
export async function classifyCreateResponse(response: Response): Promise<CreateOutcome> {
  if (response.ok) return { kind: 'created' };
  if (response.status === 429 || response.status === 408 || response.status >= 500) {
    const retryAfter = Number(response.headers.get('Retry-After'));
    return Number.isFinite(retryAfter) && retryAfter > 0
      ? { kind: 'retry', status: response.status, retryAfterSeconds: retryAfter }
      : { kind: 'retry', status: response.status };
  }
  const body = (await response.json().catch(() => ({}))) as PocketBaseError;
  const data = body.data ?? {};
  if (data.id?.code === 'validation_not_unique') return { kind: 'duplicate' };
  const fields = Object.fromEntries(
    Object.entries(data).map(([field, error]) => [field, error.message ?? 'Invalid value.']),
  );
  return {
    kind: 'invalid',
    message: body.message ?? `Request failed with status ${response.status}.`,
    fields,
  };
}

/** Creates one record with a client-chosen id through PocketBase's REST API. */
export async function createRecord(
  collection: string,
  record: { id: string } & Record<string, unknown>,
  fetcher: typeof fetch = fetch,
): Promise<CreateOutcome> {
  let response: Response;
  try {
    response = await fetcher(`/api/collections/${collection}/records`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(record),
    });
  } catch {
    return { kind: 'retry', status: null };
  }
  return classifyCreateResponse(response);
}
