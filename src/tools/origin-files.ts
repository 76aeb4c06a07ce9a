import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ORIGIN_FILES, ORIGIN_PLACEHOLDER } from '../definitions/site-origin.ts';

/** The text files a built page, feed or list can be: what may hold an absolute URL. */
const TEXT = /\.(html|xml|txt|json|webmanifest|md)$/;

/** The files of the built site in `dir` that hold the origin placeholder, relative to it, sorted. */
export async function filesWithPlaceholder(dir: string): Promise<string[]> {
  const candidates = (await readdir(dir, { recursive: true })).filter((file) => TEXT.test(file));
  const holding = await Promise.all(
    candidates.map(async (file) =>
      (await readFile(join(dir, file), 'utf8')).includes(ORIGIN_PLACEHOLDER) ? file : null,
    ),
  );
  return holding.filter((file) => file !== null).sort();
}

/**
 * Lists the files that hold the origin placeholder in ORIGIN_FILES, beside
 * them: pb_hooks/lib/site-files.js puts the origin into those it serves, and
 * src/tools/origin-site.ts makes a copy of the site for one origin.
 */
export async function writeOriginFiles(dir: string): Promise<Set<string>> {
  const files = await filesWithPlaceholder(dir);
  await writeFile(join(dir, ORIGIN_FILES), JSON.stringify(files));
  return new Set(files);
}
