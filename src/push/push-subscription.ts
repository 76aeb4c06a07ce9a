import { p256 } from '@noble/curves/nist.js';
import { fromBase64Url } from './bytes';
import { endpointProblem } from './push-endpoint';

/** What the server keeps of a browser's PushSubscription. */
export interface StoredSubscription {
  endpoint: string;
  /** The browser's P-256 public key, base64url, uncompressed (65 bytes). */
  p256dh: string;
  /** The browser's auth secret, base64url (16 bytes). */
  auth: string;
}

export type SubscriptionReading = { subscription: StoredSubscription } | { problem: string };

const NOT_A_SUBSCRIPTION =
  "Send the browser's PushSubscription as JSON: { endpoint, keys: { p256dh, auth } }.";

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;

/**
 * Reads a PushSubscription's JSON (`subscription.toJSON()` in the browser)
 * as the server will keep it, or says what is wrong with it.
 */
export function readPushSubscription(body: unknown, allowLoopback: boolean): SubscriptionReading {
  const endpoint = field(body, 'endpoint');
  const keys = field(body, 'keys');
  const p256dh = field(keys, 'p256dh');
  const auth = field(keys, 'auth');
  if (typeof endpoint !== 'string' || typeof p256dh !== 'string' || typeof auth !== 'string') {
    return { problem: NOT_A_SUBSCRIPTION };
  }
  const problem = endpointProblem(endpoint, allowLoopback);
  if (problem) return { problem };
  const publicKey = p256dh.length <= 100 ? fromBase64Url(p256dh) : null;
  if (!publicKey || publicKey.length !== 65 || !p256.utils.isValidPublicKey(publicKey, false)) {
    return { problem: "This subscription's p256dh is not a P-256 public key." };
  }
  const secret = auth.length <= 32 ? fromBase64Url(auth) : null;
  if (!secret || secret.length !== 16) return { problem: "This subscription's auth secret is not 16 bytes." };
  return { subscription: { endpoint, p256dh, auth } };
}
