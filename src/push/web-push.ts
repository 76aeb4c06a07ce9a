// Web Push for PocketBase's hooks, bundled by src/tools/hook-definitions.ts
// into pb_hooks/lib/web-push.js. It runs where no WebCrypto exists, so the
// cryptography is @noble's (audited, pure JavaScript) and every random byte
// comes from the source the caller gives.
import { ecdsa, type ECDSA } from '@noble/curves/abstract/weierstrass.js';
import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base64Url, fromBase64Url, utf8 } from './bytes';
import { encryptPayload } from './payload-encryption';
import type { StoredSubscription } from './push-subscription';
import { vapidAuthorization, type VapidKeys } from './vapid';

export { endpointProblem } from './push-endpoint';
export { readPushSubscription } from './push-subscription';
export { TOKEN_LIFETIME_SECONDS } from './vapid';
export type { StoredSubscription, VapidKeys };

/** How soon the push service should wake the device (RFC 8030 section 5.3). */
export type Urgency = 'very-low' | 'low' | 'normal' | 'high';

export interface PushOptions {
  /** How long the push service keeps the message for a device that is off (RFC 8030 section 5.2). */
  ttlSeconds: number;
  urgency: Urgency;
  /** A mailto: or https: contact for the push service's operator. */
  subject: string;
  nowSeconds: number;
}

/** The request that delivers one message to one subscription. */
export interface PushRequest {
  url: string;
  headers: Record<string, string>;
  body: Uint8Array;
}

/** Cryptographically secure random bytes; PocketBase's engine has no crypto.getRandomValues to find. */
export type RandomBytes = (length: number) => Uint8Array;

function decodedKey(text: string, length: number, name: string): Uint8Array {
  const bytes = fromBase64Url(text);
  if (!bytes || bytes.length !== length) throw new Error(`${name} is not ${length} bytes of base64url.`);
  return bytes;
}

/** Web Push with the random source given: new VAPID keys, checking a configured pair, and each push's request. */
export function createWebPush(randomBytes: RandomBytes) {
  // p256's own instance would look for WebCrypto's randomness; this one blinds its signing with ours.
  const curve: ECDSA = ecdsa(p256.Point, sha256, {
    randomBytes: (length = 32) => Uint8Array.from(randomBytes(length)),
  });

  return {
    newVapidKeys(): VapidKeys {
      const { secretKey } = curve.keygen();
      return { publicKey: base64Url(curve.getPublicKey(secretKey, false)), privateKey: base64Url(secretKey) };
    },

    /** Whether `keys` is a P-256 pair whose public key is its private key's. */
    isVapidPair(keys: VapidKeys): boolean {
      const secret = fromBase64Url(keys.privateKey);
      if (!secret || !curve.utils.isValidSecretKey(secret)) return false;
      return base64Url(curve.getPublicKey(secret, false)) === keys.publicKey;
    },

    /** The encrypted, signed request that delivers `message` (UTF-8 text) to `subscription`. */
    pushRequest(
      vapid: VapidKeys,
      subscription: StoredSubscription,
      message: string,
      options: PushOptions,
    ): PushRequest {
      const keys = {
        p256dh: decodedKey(subscription.p256dh, 65, "The subscription's p256dh"),
        auth: decodedKey(subscription.auth, 16, "The subscription's auth secret"),
      };
      return {
        url: subscription.endpoint,
        headers: {
          Authorization: vapidAuthorization(
            curve,
            vapid,
            subscription.endpoint,
            options.subject,
            options.nowSeconds,
          ),
          'Content-Encoding': 'aes128gcm',
          'Content-Type': 'application/octet-stream',
          TTL: String(Math.max(0, Math.floor(options.ttlSeconds))),
          Urgency: options.urgency,
        },
        body: encryptPayload(curve, randomBytes, keys, utf8(message)),
      };
    },
  };
}

export type WebPush = ReturnType<typeof createWebPush>;
