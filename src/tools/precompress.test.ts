import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'clear-north-precompress-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const page = `<!doctype html><html><body>${'<p>Clear North, Newcastle upon Tyne.</p>'.repeat(200)}</body></html>`;

describe('precompress', () => {
  it('writes brotli and gzip copies of a text file that decompress to the file', async () => {
    await writeFile(join(dir, 'index.html'), page);
    await precompress(dir);
    expect(brotliDecompressSync(await readFile(join(dir, 'index.html.br'))).toString()).toBe(page);
    expect(gunzipSync(await readFile(join(dir, 'index.html.gz'))).toString()).toBe(page);
  });

  it('reaches into folders', async () => {
    const folder = join(dir, 'blog', 'an-article');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'index.html'), page);
    await precompress(dir);
    expect((await readdir(folder)).sort()).toEqual(['index.html', 'index.html.br', 'index.html.gz']);
  });

  it('leaves images alone, and skips a copy that would be no smaller', async () => {
    await writeFile(join(dir, 'photo.png'), page);
    await writeFile(join(dir, 'tiny.txt'), 'a');
    await precompress(dir);
    expect((await readdir(dir)).sort()).toEqual(['photo.png', 'tiny.txt']);
  });
});
