import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEXT_WEIGHTS } from '../styles/text-weights';
import { projectRoot } from './project-root';
import { fontCharacters, FULL_FONT, siteCharacters, TEXT_FONT, weightAxis } from './text-font';

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

  it('keeps the weights the text is set in, and only those (else: npm run fonts)', async () => {
    expect(await weightAxis(await readFile(TEXT_FONT))).toEqual(TEXT_WEIGHTS);
    expect(await weightAxis(await readFile(FULL_FONT))).toEqual({ min: 100, max: 900 });
  });

  it('has every weight the styles ask for', async () => {
    const weights = await weightsInStyles();
    expect(weights.length).toBeGreaterThan(50);
    expect(weights.filter((weight) => weight < TEXT_WEIGHTS.min || weight > TEXT_WEIGHTS.max)).toEqual([]);
  });

  it('is at least two fifths smaller than Inter as published', async () => {
    const [full, cut] = await Promise.all([stat(FULL_FONT), stat(TEXT_FONT)]);
    expect(cut.size).toBeLessThan(full.size * 0.6);
  });
});
