import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve, sep } from 'node:path';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { TEXT_WEIGHTS } from '../styles/text-weights.ts';
import { projectRoot } from './project-root.ts';

const require = createRequire(import.meta.url);

/** Inter's Latin file as published: every weight (a variable font), 48 KB. */
export const FULL_FONT = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');

/**
 * The site's own cut of it, for every character its pages show: committed,
 * linked from src/styles/global.css.ts and preloaded by every page.
 */
export const TEXT_FONT = resolve(projectRoot, 'src/styles/fonts/inter-site.woff2');

/**
 * The rest of what visitors may type (TYPED), in its own file that a browser
 * fetches only for a page that shows one of its characters.
 */
export const TYPED_FONT = resolve(projectRoot, 'src/styles/fonts/inter-typed.woff2');

/** Each file's characters as a CSS unicode-range, for its @font-face. */
export const FONT_RANGES = resolve(projectRoot, 'src/styles/fonts/text-font-ranges.json');

export interface FontRanges {
  site: string;
  typed: string;
}

const codePoints = (from: number, to: number) =>
  String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, index) => from + index));

/**
 * What visitors and the admin type and read beyond the site's own words:
 * Latin-1's letters and signs (names, addresses, pounds and euros) and the
 * typography of good prose.
 */
const TYPED = `${codePoints(0x20, 0x7e)}${codePoints(0xa0, 0xff)}‘’‚“”„–—…•·′″€™←→↑↓−×`;

/**
 * The OpenType features browsers apply by themselves, and tabular figures
 * (font-variant-numeric in the site's styles); Inter's stylistic sets and
 * alternates, which the site never asks for, are left out.
 */
const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'rlig', 'calt', 'tnum'];

const BUILD_CODE = resolve(projectRoot, 'src/tools') + sep;

/** The sources of what the site's pages and app show: src/, less the build's own code and the tests. */
async function shownSources(): Promise<string[]> {
  const entries = await readdir(resolve(projectRoot, 'src'), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(tsx?|md|json)$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.startsWith(BUILD_CODE));
}

function charactersOf(texts: string[]): Set<number> {
  const characters = new Set<number>();
  for (const text of texts) {
    for (const character of text) {
      const code = character.codePointAt(0) ?? 0;
      if (code >= 0x20) characters.add(code);
    }
  }
  return characters;
}

/**
 * What the browser and the site's libraries draw beyond its words, each of
 * which would otherwise send the page for the second file: the bullet of its
 * lists (a disc, drawn in the list's own font), and the no-break space that
 * names the empty option of react-aria's native select, kept beside each
 * Select for forms and autofill.
 */
const DRAWN_TEXT = '•\u00a0';

/** Every character the site shows: its pages', its app's and its content's words, and what is drawn with them. */
export async function siteCharacters(): Promise<Set<number>> {
  const sources = await Promise.all((await shownSources()).map((file) => readFile(file, 'utf8')));
  return charactersOf([...sources, DRAWN_TEXT]);
}

/** What visitors may type that the site's own words do not use. */
export async function typedCharacters(): Promise<Set<number>> {
  const site = await siteCharacters();
  return new Set([...charactersOf([TYPED])].filter((code) => !site.has(code)));
}

/** Code points as a CSS unicode-range: runs of neighbours as one range. */
export function unicodeRange(codes: Iterable<number>): string {
  const hex = (code: number) => code.toString(16).toUpperCase();
  const runs: Array<[number, number]> = [];
  for (const code of [...new Set(codes)].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else runs.push([code, code]);
  }
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

async function faceOf(woff2: Buffer): Promise<Face> {
  return new Face(new Blob(await fontverter.convert(woff2, 'truetype')));
}

/** The characters a WOFF2 font has glyphs for. */
export async function fontCharacters(woff2: Buffer): Promise<Set<number>> {
  return new Set((await faceOf(woff2)).collectUnicodes());
}

/** The range of a variable font's weight axis, if it has one. */
export async function weightAxis(woff2: Buffer): Promise<{ min: number; max: number } | undefined> {
  const axis = (await faceOf(woff2)).getAxisInfos().wght;
  return axis && { min: axis.min, max: axis.max };
}

async function cut(full: Buffer, codes: number[]): Promise<Buffer> {
  return subsetFont(full, String.fromCodePoint(...codes), {
    targetFormat: 'woff2',
    keepFeatures: FEATURES,
    variationAxes: { wght: { min: TEXT_WEIGHTS.min, max: TEXT_WEIGHTS.max } },
  });
}

/**
 * Cuts Inter down to the site's characters and its text weights
 * (TEXT_WEIGHTS), the first thing every page fetches after its HTML, and
 * puts what visitors may type beyond those in a second file; writes both,
 * and the unicode-range of each for their @font-face rules.
 */
export async function writeTextFont(): Promise<{ before: number; site: number; typed: number }> {
  const full = await readFile(FULL_FONT);
  const available = await fontCharacters(full);
  const inFont = (codes: Set<number>) => [...codes].filter((code) => available.has(code));
  const [site, typed] = [inFont(await siteCharacters()), inFont(await typedCharacters())];
  const [siteFont, typedFont] = await Promise.all([cut(full, site), cut(full, typed)]);
  const ranges: FontRanges = { site: unicodeRange(site), typed: unicodeRange(typed) };
  await Promise.all([
    writeFile(TEXT_FONT, siteFont),
    writeFile(TYPED_FONT, typedFont),
    writeFile(FONT_RANGES, `${JSON.stringify(ranges, null, 2)}\n`),
  ]);
  return { before: full.length, site: siteFont.length, typed: typedFont.length };
}
