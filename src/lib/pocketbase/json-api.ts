/**
 * PocketBase's JSON over HTTP, as the site's own requests meet it: the POST
 * its create, batch and hook routes take, and the error body it answers
 * with. What an answer means for an item sent from the outbox is judged in
 * one place, src/lib/outbox/pocketbase-answer.ts.
 */

/** PocketBase's error body: a message, and under `data` what went wrong, by field. */
export interface PocketBaseError {
  message: string;
  data: Record<string, { code?: string; message?: string }>;
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON POST, as PocketBase's create and batch endpoints take it. */
export function jsonPost(body: unknown, init: RequestInit = {}): RequestInit {
  return {
    ...init,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  };
}

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
