import { readFile, stat } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { fontCharacters, FULL_FONT, siteCharacters, TEXT_FONT } from './text-font';

describe("the site's cut of its text font", () => {
  it('has every character the site uses that Inter has (else: npm run fonts)', async () => {
    const [full, cut, site] = await Promise.all([
      readFile(FULL_FONT).then(fontCharacters),
      readFile(TEXT_FONT).then(fontCharacters),
      siteCharacters(),
    ]);
    const missing = [...site].filter((code) => full.has(code) && !cut.has(code));
    expect(missing.map((code) => String.fromCodePoint(code))).toEqual([]);
    expect(cut.has('é'.codePointAt(0)!) && cut.has('£'.codePointAt(0)!) && cut.has('’'.codePointAt(0)!)).toBe(
      true,
    );
  });

  it('is at least a fifth smaller than Inter as published', async () => {
    const [full, cut] = await Promise.all([stat(FULL_FONT), stat(TEXT_FONT)]);
    expect(cut.size).toBeLessThan(full.size * 0.8);
  });
});
