/**
 * What ical-generator takes from the platform that PocketBase's engine
 * (goja) lacks, filled in only where missing, so Node and the browser keep
 * their own: TextEncoder, which it uses to fold lines at 75 octets, and
 * crypto.randomUUID, which draws an event's default UID before the one given
 * replaces it (every invitation gives its own, so the default is never kept
 * and needs no randomness).
 */

/** The UTF-8 octets of `text`. */
function utf8(text: string): Uint8Array {
  const octets: number[] = [];
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0x80) octets.push(code);
    else if (code < 0x800) octets.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) octets.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else {
      octets.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 63),
        0x80 | ((code >> 6) & 63),
        0x80 | (code & 63),
      );
    }
  }
  return Uint8Array.from(octets);
}

class Utf8Encoder {
  readonly encoding = 'utf-8';
  encode(text = ''): Uint8Array {
    return utf8(text);
  }
}

export function fillEngineGaps(): void {
  const scope = globalThis as { crypto?: unknown; TextEncoder?: unknown };
  if (scope.TextEncoder === undefined) scope.TextEncoder = Utf8Encoder;
  if (scope.crypto === undefined) {
    scope.crypto = { randomUUID: () => '00000000-0000-4000-8000-000000000000' };
  }
}

export { utf8 };
