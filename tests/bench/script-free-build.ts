import { cp, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeCompressedCopies } from '../../src/tools/precompress';

const RUNNABLE_SCRIPT = /<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g;
const MODULE_PRELOAD = /<link\b[^>]*rel="modulepreload"[^>]*>/g;

/**
 * A page as it would be with no JavaScript at all: every script and module
 * preload gone, the structured data (JSON-LD, which never runs) kept.
 */
function withoutScripts(html: string): string {
  return html.replace(RUNNABLE_SCRIPT, '').replace(MODULE_PRELOAD, '');
}

/**
 * A copy of the build whose pages carry no JavaScript, compressed as the
 * build is: the floor the site's interactivity is measured against. The
 * caller deletes the folder.
 */
export async function scriptFreeCopy(buildDir: string): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'clear-north-no-js-'));
  await cp(buildDir, copy, { recursive: true });
  const pages = (await readdir(copy, { recursive: true })).filter((file) => file.endsWith('.html'));
  for (const page of pages) {
    const path = join(copy, page);
    await writeFile(path, withoutScripts(await readFile(path, 'utf8')));
    // The copies the build made of the page still hold its scripts.
    await writeCompressedCopies(path);
  }
  return copy;
}
