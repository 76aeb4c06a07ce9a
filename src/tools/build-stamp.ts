import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { distDir } from './dist-dir';
import { projectRoot } from './project-root';
import { publicOrigin } from './public-origin';

const INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
const STAMP = join(distDir, 'build-inputs.sha256');

async function filesUnder(path: string): Promise<string[]> {
  try {
    const entries = await readdir(path, { withFileTypes: true, recursive: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [path];
  }
}

/**
 * A hash of everything the build reads, the public origin written into its
 * pages included, to skip rebuilding an unchanged site.
 */
export async function hashBuildInputs(): Promise<string> {
  const files = (await Promise.all(INPUTS.map((input) => filesUnder(join(projectRoot, input)))))
    .flat()
    .sort();
  const hash = createHash('sha256');
  hash.update(publicOrigin());
  for (const file of files) {
    hash.update(relative(projectRoot, file));
    hash.update(await readFile(file).catch(() => Buffer.alloc(0)));
  }
  return hash.digest('hex');
}

export async function writeBuildStamp(): Promise<void> {
  await writeFile(STAMP, await hashBuildInputs());
}

export async function isBuildFresh(): Promise<boolean> {
  const [stamp, current] = await Promise.all([readFile(STAMP, 'utf8').catch(() => ''), hashBuildInputs()]);
  return stamp === current;
}
