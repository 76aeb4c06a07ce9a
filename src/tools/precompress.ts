import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Files worth compressing; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(html|js|css|svg|json|webmanifest|xml|txt|md)$/;

/**
 * Brotli and gzip copies of a file, at the highest levels, since they are
 * made once per build rather than per request. A copy no smaller than the
 * file is not worth a header.
 */
function compressedCopies(body: Buffer): Array<[extension: string, body: Buffer]> {
  const copies: Array<[string, Buffer]> = [
    ['.br', brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
    ['.gz', gzipSync(body, { level: 9 })],
  ];
  return copies.filter(([, copy]) => copy.length < body.length);
}

/** Writes the compressed copies of one file beside it, as `<file>.br` and `<file>.gz`. */
export async function writeCompressedCopies(path: string): Promise<void> {
  const body = await readFile(path);
  for (const [extension, copy] of compressedCopies(body)) await writeFile(path + extension, copy);
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build,
 * which pb_hooks/lib/site-files.js sends to browsers that accept them.
 * Brotli is what brings every article's HTML, headers included, within the
 * ten packets a new connection's first round trip carries (14,600 bytes).
 */
export async function precompress(dir: string): Promise<void> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
  for (const file of files) await writeCompressedCopies(join(dir, file));
}
