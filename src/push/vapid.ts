import type { ECDSA } from '@noble/curves/abstract/weierstrass.js';
import { base64Url, fromBase64Url, utf8 } from './bytes';

/** The server's VAPID key pair, base64url: the public key uncompressed (65 bytes), the private one raw (32). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Push services refuse a token that lives longer than a day (RFC 8292 section 2); half of it leaves room for clocks. */
export const TOKEN_LIFETIME_SECONDS = 12 * 3600;

/** The origin of an endpoint (its scheme, host and port), which a token names as its audience. */
export function audienceOf(endpoint: string): string {
  const match = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]+)/i.exec(endpoint);
  if (!match?.[1]) throw new Error('A push endpoint must be an absolute URL.');
  return match[1].toLowerCase();
}

const part = (value: object) => base64Url(utf8(JSON.stringify(value)));

/**
 * The Authorization header that proves a push comes from this server
 * (RFC 8292): an ES256 JWT for the endpoint's origin, valid for
 * TOKEN_LIFETIME_SECONDS from `nowSeconds`, naming `subject` (a mailto: or
 * https: contact for the push service's operator), with the public key.
 */
export function vapidAuthorization(
  curve: ECDSA,
  keys: VapidKeys,
  endpoint: string,
  subject: string,
  nowSeconds: number,
): string {
  const unsigned = `${part({ typ: 'JWT', alg: 'ES256' })}.${part({
    aud: audienceOf(endpoint),
    exp: Math.floor(nowSeconds) + TOKEN_LIFETIME_SECONDS,
    sub: subject,
  })}`;
  // ES256 is ECDSA over SHA-256 with r and s side by side (RFC 7518 section 3.4), as `compact` gives them.
  const privateKey = fromBase64Url(keys.privateKey);
  if (!privateKey) throw new Error('The VAPID private key is not base64url.');
  const signature = curve.sign(utf8(unsigned), privateKey, { prehash: true, format: 'compact' });
  return `vapid t=${unsigned}.${base64Url(signature)}, k=${keys.publicKey}`;
}
