/// <reference path="../types/pocketbase.d.ts" />

// Random bytes for cryptography in PocketBase's engine, which has no
// crypto.getRandomValues. $security.randomStringWithAlphabet draws each
// character with Go's crypto/rand (rand.Int over the alphabet's length,
// uniform), so over the 16 hex digits every character is 4 uniform bits
// and each pair one uniform byte. An alphabet of 256 characters would not
// do: Go indexes the alphabet's UTF-8 bytes, of which characters above 127
// take two, so some values would come twice as often as others and some
// bytes would not be characters at all.

const HEX_DIGITS = '0123456789abcdef';

/**
 * `length` bytes from the operating system's secure random source.
 *
 * @param {number} length
 */
function randomBytes(length) {
  const hex = $security.randomStringWithAlphabet(length * 2, HEX_DIGITS);
  const bytes = new Uint8Array(length);
  for (let index = 0; index < length; index += 1) {
    bytes[index] = parseInt(hex.substr(index * 2, 2), 16);
  }
  return bytes;
}

module.exports = { randomBytes };
