import { asPocketBaseError, jsonPost, readJson } from '@/lib/pocketbase/json-api';
import { LINK_ERRORS } from '@/definitions/link-errors';

/** confirmed: subscribed now. expired / invalid: the link cannot confirm. unreachable: the server could not be reached or failed. */
export type ConfirmResult = 'confirmed' | 'expired' | 'invalid' | 'unreachable';

/** Where pb_hooks/newsletter.pb.js takes a signed confirmation token. */
export const CONFIRM_PATH = '/api/newsletter/confirm';

/** Confirms a subscription with the token from its confirmation mail. */
export async function confirmSubscription(
  token: string,
  fetcher: typeof fetch = fetch,
): Promise<ConfirmResult> {
  let response: Response;
  try {
    response = await fetcher(CONFIRM_PATH, jsonPost({ token }));
  } catch {
    return 'unreachable';
  }
  const body = await readJson(response);
  if (response.ok && (body as { status?: unknown } | undefined)?.status === 'subscribed') return 'confirmed';
  const code = response.status === 400 ? asPocketBaseError(body)?.data.token?.code : undefined;
  if (code === LINK_ERRORS.expired) return 'expired';
  if (code === LINK_ERRORS.invalid) return 'invalid';
  return 'unreachable';
}

/** The subscription a confirmation token names: its record id comes first ("<id>.<expiry>.<signature>"). */
export function subscriptionIdOf(token: string): string {
  return token.split('.')[0] ?? '';
}
