import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { distDir } from './dist-dir';
import { projectRoot } from './project-root';

const INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
const STAMP = 'build-inputs.sha256';

async function filesUnder(path: string): Promise<string[]> {
  try {
    const entries = await readdir(path, { withFileTypes: true, recursive: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [path];
  }
}

/**
 * A hash of everything the build reads, to skip rebuilding an unchanged
 * site. The public origin is not among them: it is put in as pages are served.
 */
export async function hashBuildInputs(): Promise<string> {
  const files = (await Promise.all(INPUTS.map((input) => filesUnder(join(projectRoot, input)))))
    .flat()
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(projectRoot, file));
    hash.update(await readFile(file).catch(() => Buffer.alloc(0)));
  }
  return hash.digest('hex');
}

/** Stamps the build with the hash of its inputs, taken as it began. */
export async function writeBuildStamp(inputs: string, dist = distDir): Promise<void> {
  await writeFile(join(dist, STAMP), inputs);
}

/** Whether the build in `dist` was made from the sources as they are now. */
export async function isBuildFresh(dist = distDir): Promise<boolean> {
  const [stamp, current] = await Promise.all([
    readFile(join(dist, STAMP), 'utf8').catch(() => ''),
    hashBuildInputs(),
  ]);
  return stamp === current;
}
