const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** PocketBase's default id: 15 characters of [a-z0-9]. */
export const RECORD_ID_LENGTH = 15;
// The largest multiple of 36 below 256: bytes at or above it are redrawn,
// so every character is equally likely.
const UNBIASED_LIMIT = 252;

/**
 * A PocketBase record id chosen by the client, so that delivering the same
 * record twice is refused as a duplicate instead of creating a second one.
 */
export function newRecordId(): string {
  let id = '';
  const bytes = new Uint8Array(32);
  while (id.length < RECORD_ID_LENGTH) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < UNBIASED_LIMIT && id.length < RECORD_ID_LENGTH) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
}
