import { randomBytes } from 'node:crypto';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { ORIGIN_COPIES } from './origin-site.ts';
import { projectRoot } from './project-root.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** Where the build goes: dist/ unless DIST_DIR says otherwise (src/tools/dist-dir.ts reads it). */
export function distDirFor(env: Env): string {
  return resolve(projectRoot, env.DIST_DIR ?? 'dist');
}

// A build is written to "<dist>.partial-<pid>-<nonce>" and renamed into
// place whole; the build it replaces is renamed to "<dist>.old-<pid>-<nonce>"
// for the moment between the two renames, then deleted.
const PARTIAL = '.partial-';
const OLD = '.old-';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** The folders beside `dist` left by builds of `kind` whose process is gone. */
async function leftBy(dist: string, kind: string): Promise<string[]> {
  const prefix = basename(dist) + kind;
  const names = await readdir(dirname(dist)).catch(() => []);
  return names
    .filter((name) => name.startsWith(prefix) && !isRunning(Number.parseInt(name.slice(prefix.length), 10)))
    .map((name) => join(dirname(dist), name));
}

/**
 * Puts the last complete build back when a build was killed between moving
 * it aside and renaming its successor into place, and deletes what killed
 * builds left half written.
 */
export async function recoverBuild(dist: string): Promise<void> {
  const [aside] = await leftBy(dist, OLD);
  if (aside && !(await exists(dist))) await rename(aside, dist);
  const left = [...(await leftBy(dist, PARTIAL)), ...(await leftBy(dist, OLD))];
  await Promise.all(left.map((folder) => rm(folder, { recursive: true, force: true })));
}

/** A new folder beside `dist` for a build to be written to, unseen until it is complete. */
export function partialBuildFor(dist: string): string {
  return `${dist}${PARTIAL}${process.pid}-${randomBytes(4).toString('hex')}`;
}

/**
 * Puts a complete build in place of `dist`: whoever reads `dist` sees the
 * old build or the new one, whole, never a part of one. A kill in the moment
 * between the two renames leaves the old build aside, which recoverBuild puts back.
 */
export async function putBuildInPlace(partial: string, dist: string): Promise<void> {
  // The copies of the last build for each origin go along, at the same path: a server still running on
  // one keeps its pages until it starts again, and makes a copy of the new build then.
  await rename(join(dist, ORIGIN_COPIES), join(partial, ORIGIN_COPIES)).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    },
  );
  const aside = `${dist}${OLD}${process.pid}-${randomBytes(4).toString('hex')}`;
  const hadOne = await rename(dist, aside).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
  await rename(partial, dist);
  if (hadOne) await rm(aside, { recursive: true, force: true });
}
