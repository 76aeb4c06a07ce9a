import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEXT_WEIGHTS } from '../styles/text-weights';
import { projectRoot } from './project-root';
import {
  FONT_RANGES,
  fontCharacters,
  FULL_FONT,
  siteCharacters,
  TEXT_FONT,
  TYPED_FONT,
  typedCharacters,
  unicodeRange,
  weightAxis,
  type FontRanges,
} from './text-font';

/** Every numeric font weight the site's styles ask for. */
async function weightsInStyles(): Promise<number[]> {
  const entries = await readdir(resolve(projectRoot, 'src'), { withFileTypes: true, recursive: true });
  const styles = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.css.ts'));
  const sources = await Promise.all(
    styles.map((entry) => readFile(join(entry.parentPath, entry.name), 'utf8')),
  );
  return sources.flatMap((source) =>
    [...source.matchAll(/fontWeight:\s*(\d+)/g)].map((match) => Number(match[1])),
  );
}

const charactersIn = (file: string) => readFile(file).then(fontCharacters);
const text = (codes: Iterable<number>) => String.fromCodePoint(...codes);

describe("the site's cuts of its text font", () => {
  it('has every character the site uses that Inter has in the file every page preloads (else: npm run fonts)', async () => {
    const [full, cut, site] = await Promise.all([
      charactersIn(FULL_FONT),
      charactersIn(TEXT_FONT),
      siteCharacters(),
    ]);
    expect(text([...site].filter((code) => full.has(code) && !cut.has(code)))).toBe('');
    const expected = Array.from('£’–•\u00a0', (character) => character.codePointAt(0)!);
    expect(text(expected.filter((code) => !cut.has(code)))).toBe('');
  });

  it('has the rest of what visitors may type in the second file, and nothing twice (else: npm run fonts)', async () => {
    const [full, site, typed, wanted] = await Promise.all([
      charactersIn(FULL_FONT),
      charactersIn(TEXT_FONT),
      charactersIn(TYPED_FONT),
      typedCharacters(),
    ]);
    expect(text([...wanted].filter((code) => full.has(code) && !typed.has(code)))).toBe('');
    expect(text([...typed].filter((code) => site.has(code)))).toBe('');
    expect(
      ['é', 'ß', '€'].every(
        (character) => site.has(character.codePointAt(0)!) || typed.has(character.codePointAt(0)!),
      ),
    ).toBe(true);
  });

  it("gives each file's @font-face the characters the file holds (else: npm run fonts)", async () => {
    const ranges = JSON.parse(await readFile(FONT_RANGES, 'utf8')) as FontRanges;
    expect(ranges.site).toBe(unicodeRange(await charactersIn(TEXT_FONT)));
    expect(ranges.typed).toBe(unicodeRange(await charactersIn(TYPED_FONT)));
  });

  it('keeps the weights the text is set in, and only those (else: npm run fonts)', async () => {
    for (const file of [TEXT_FONT, TYPED_FONT])
      expect(await weightAxis(await readFile(file))).toEqual(TEXT_WEIGHTS);
    expect(await weightAxis(await readFile(FULL_FONT))).toEqual({ min: 100, max: 900 });
  });

  it('has every weight the styles ask for', async () => {
    const weights = await weightsInStyles();
    expect(weights.length).toBeGreaterThan(50);
    expect(weights.filter((weight) => weight < TEXT_WEIGHTS.min || weight > TEXT_WEIGHTS.max)).toEqual([]);
  });

  it('preloads a file less than half the size of Inter as published', async () => {
    const [full, cut] = await Promise.all([stat(FULL_FONT), stat(TEXT_FONT)]);
    expect(cut.size).toBeLessThan(full.size * 0.5);
  });
});

describe('unicodeRange', () => {
  it('writes runs of neighbouring code points as ranges, in order', () => {
    expect(unicodeRange([0x41, 0x20, 0x21, 0x22, 0xe9, 0x2019])).toBe('U+20-22, U+41, U+E9, U+2019');
    expect(unicodeRange([])).toBe('');
  });
});
