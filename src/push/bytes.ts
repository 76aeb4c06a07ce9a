// Byte helpers the push code needs in every runtime it runs in: PocketBase's
// engine has neither TextEncoder nor atob, and the browser and Node are not
// to be relied on for what the engine lacks.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Base64url without padding (RFC 4648 section 5), as Web Push writes keys and tokens. */
export function base64Url(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const chunk = ((bytes[index] ?? 0) << 16) | ((bytes[index + 1] ?? 0) << 8) | (bytes[index + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - index) * 8) / 6));
    for (let char = 0; char < chars; char += 1) text += ALPHABET[(chunk >> (18 - 6 * char)) & 63];
  }
  return text;
}

/** The bytes of a base64url text (padding allowed), or null when it is not one. */
export function fromBase64Url(text: string): Uint8Array | null {
  const bare = text.replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(bare) || bare.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((bare.length * 6) / 8));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const char of bare) {
    value = ((value << 6) | ALPHABET.indexOf(char)) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at] = (value >> bits) & 255;
      at += 1;
    }
  }
  return bytes;
}

/** A text's UTF-8 bytes (a lone surrogate becomes U+FFFD, as TextEncoder does). */
export function utf8(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    let code = char.codePointAt(0) ?? 0xfffd;
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else {
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 63),
        0x80 | ((code >> 6) & 63),
        0x80 | (code & 63),
      );
    }
  }
  return Uint8Array.from(bytes);
}
