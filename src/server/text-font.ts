import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { TEXT_WEIGHTS } from '../styles/text-weights.ts';
import { projectRoot } from './project-root.ts';

const require = createRequire(import.meta.url);

/** Inter's Latin file as published: every weight (a variable font), 48 KB. */
export const FULL_FONT = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');

/** The site's own cut of it, committed and linked from src/styles/global.css.ts. */
export const TEXT_FONT = resolve(projectRoot, 'src/styles/fonts/inter-site.woff2');

const codePoints = (from: number, to: number) =>
  String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, index) => from + index));

/**
 * What visitors and the admin type and read beyond the site's own words:
 * Latin-1's letters and signs (names, addresses, pounds and euros) and the
 * typography of good prose.
 */
const ALWAYS = `${codePoints(0x20, 0x7e)}${codePoints(0xa0, 0xff)}‘’‚“”„–—…•·′″€™←→↑↓−×`;

/**
 * The OpenType features browsers apply by themselves, and tabular figures
 * (font-variant-numeric in the site's styles); Inter's stylistic sets and
 * alternates, which the site never asks for, are left out.
 */
const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'rlig', 'calt', 'tnum'];

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(tsx?|md|json)$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every character the site shows or may be sent: its sources' and ALWAYS. */
export async function siteCharacters(): Promise<Set<number>> {
  const characters = new Set<number>();
  const texts = [
    ALWAYS,
    ...(await Promise.all(
      (await sourceFiles(resolve(projectRoot, 'src'))).map((file) => readFile(file, 'utf8')),
    )),
  ];
  for (const text of texts) {
    for (const character of text) {
      const code = character.codePointAt(0) ?? 0;
      if (code >= 0x20) characters.add(code);
    }
  }
  return characters;
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

/**
 * Cuts Inter down to the site's characters and its text weights
 * (TEXT_WEIGHTS): about half the size, and the first thing every page fetches
 * after its HTML.
 */
export async function writeTextFont(): Promise<{ before: number; after: number }> {
  const full = await readFile(FULL_FONT);
  const available = await fontCharacters(full);
  const wanted = [...(await siteCharacters())].filter((code) => available.has(code));
  const cut = await subsetFont(full, String.fromCodePoint(...wanted), {
    targetFormat: 'woff2',
    keepFeatures: FEATURES,
    variationAxes: { wght: { min: TEXT_WEIGHTS.min, max: TEXT_WEIGHTS.max } },
  });
  await writeFile(TEXT_FONT, cut);
  return { before: full.length, after: cut.length };
}
