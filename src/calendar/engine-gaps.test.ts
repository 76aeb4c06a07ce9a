import { describe, expect, it } from 'vitest';
import { utf8 } from './engine-gaps';

describe("the hooks' UTF-8 encoder", () => {
  it.each(['plain', 'café', 'Łódź', '\u20ac5', 'a\u{1F600}b'])('encodes %s as the platform does', (text) => {
    expect([...utf8(text)]).toEqual([...new TextEncoder().encode(text)]);
  });
});
