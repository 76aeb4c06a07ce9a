import { gcm } from '@noble/ciphers/aes.js';
import type { ECDSA } from '@noble/curves/abstract/weierstrass.js';
import { expand, extract } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes } from '@noble/hashes/utils.js';
import { utf8 } from './bytes';

/** A subscription's keys as the browser gives them: its P-256 public key and its auth secret. */
export interface SubscriptionKeys {
  p256dh: Uint8Array;
  auth: Uint8Array;
}

/** One record holds the whole message (RFC 8188 section 2); push services take at most 4096 bytes. */
const RECORD_SIZE = 4096;
/** The header (salt, record size, key id length, key id) and the cipher's tag, out of those 4096. */
const OVERHEAD = 16 + 4 + 1 + 65 + 16;
/** The padding delimiter of a last record (RFC 8188 section 2). */
const LAST_RECORD = 2;

/** The longest message one push can carry. */
export const MAX_PLAINTEXT = RECORD_SIZE - OVERHEAD - 1;

const label = (text: string) => concatBytes(utf8(text), Uint8Array.of(0));

/**
 * Encrypts a push message for one subscription as RFC 8291 says, in the
 * "aes128gcm" content coding (RFC 8188): a fresh key pair of the server's
 * agrees a secret with the browser's key, mixed with its auth secret and a
 * random salt, both drawn from `randomBytes`, the source `curve` was made
 * with. Returns the body to POST, its header included.
 */
export function encryptPayload(
  curve: ECDSA,
  randomBytes: (length: number) => Uint8Array,
  keys: SubscriptionKeys,
  plaintext: Uint8Array,
): Uint8Array {
  if (plaintext.length > MAX_PLAINTEXT)
    throw new Error(`A push message holds at most ${MAX_PLAINTEXT} bytes.`);
  const serverSecret = curve.utils.randomSecretKey();
  const serverPublic = curve.getPublicKey(serverSecret, false);
  // The agreed point's x coordinate alone (RFC 8291 section 3.1).
  const shared = curve.getSharedSecret(serverSecret, keys.p256dh, true).subarray(1);
  const keyInfo = concatBytes(label('WebPush: info'), keys.p256dh, serverPublic);
  const inputKey = expand(sha256, extract(sha256, shared, keys.auth), keyInfo, 32);
  const salt = randomBytes(16);
  const secret = extract(sha256, inputKey, salt);
  const contentKey = expand(sha256, secret, label('Content-Encoding: aes128gcm'), 16);
  const nonce = expand(sha256, secret, label('Content-Encoding: nonce'), 12);
  const sealed = gcm(contentKey, nonce).encrypt(concatBytes(plaintext, Uint8Array.of(LAST_RECORD)));
  const header = new Uint8Array(16 + 4 + 1);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = serverPublic.length;
  return concatBytes(header, serverPublic, sealed);
}
