import { describe, expect, it } from 'vitest';
import { base64Url, fromBase64Url, utf8 } from './bytes';

describe('bytes', () => {
  it.each([0, 1, 2, 3, 16, 65])('base64url of %i bytes is base64 made URL-safe, and reads back', (length) => {
    const bytes = Uint8Array.from({ length }, (_, index) => (index * 97 + 13) % 256);
    const padded = btoa(String.fromCharCode(...bytes));
    const text = base64Url(bytes);
    expect(text).toBe(padded.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
    expect(fromBase64Url(text)).toEqual(bytes);
    expect(fromBase64Url(padded.replace(/\+/g, '-').replace(/\//g, '_'))).toEqual(bytes);
  });

  it.each(['a+b/', 'abcde', 'ab c'])('refuses %s', (text) => {
    expect(fromBase64Url(text)).toBeNull();
  });

  it.each(['plain', 'Zoë · Łódź', '日本語', 'emoji 👩‍💻', 'lone \ud800 surrogate'])(
    'utf8 of %s is what TextEncoder gives',
    (text) => {
      expect(utf8(text)).toEqual(new TextEncoder().encode(text));
    },
  );
});
