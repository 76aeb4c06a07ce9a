import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Files worth compressing; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(html|js|css|svg|json|webmanifest|xml|txt|md)$/;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli and gzip copies of a file, at the highest levels, since they are
 * made once per build (or per origin) rather than per request. A copy no
 * smaller than the file is not worth a header. Node compresses on its
 * thread pool, so copies of several files are made on every core at once.
 */
async function compressedCopies(body: Buffer): Promise<Array<[extension: string, body: Buffer]>> {
  const copies: Array<[string, Buffer]> = [
    [
      '.br',
      await brotliAsync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    ],
    ['.gz', await gzipAsync(body, { level: 9 })],
  ];
  return copies.filter(([, copy]) => copy.length < body.length);
}

/** Writes the compressed copies of one file beside it, as `<file>.br` and `<file>.gz`. */
export async function writeCompressedCopies(path: string): Promise<void> {
  const body = await readFile(path);
  for (const [extension, copy] of await compressedCopies(body)) await writeFile(path + extension, copy);
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build but
 * those `leftOut` (paths relative to `dir`), which pb_hooks/lib/site-files.js
 * sends to browsers that accept them. Brotli is what brings every article's
 * HTML, headers included, within the ten packets a new connection's first
 * round trip carries (14,600 bytes).
 */
export async function precompress(dir: string, leftOut: ReadonlySet<string> = new Set()): Promise<void> {
  const files = (await readdir(dir, { recursive: true })).filter(
    (file) => COMPRESSIBLE.test(file) && !leftOut.has(file),
  );
  await Promise.all(files.map((file) => writeCompressedCopies(join(dir, file))));
}
