import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBuildNeeded } from '../../src/tools/build-if-needed';
import { distDir } from '../../src/tools/dist-dir';
import { projectRoot } from '../../src/tools/project-root';

/**
 * `npm run build` killed part-way, as a deploy or a terminal can: the last
 * complete build must stay in place, whole, so that the next `npm start`
 * serves it at once instead of building the site again.
 */

let parent = '';
let dist = '';

beforeAll(async () => {
  if (await isBuildNeeded()) {
    throw new Error('Build the site first (npm run build): this test copies an up-to-date dist/.');
  }
  parent = await mkdtemp(join(tmpdir(), 'clear-north-interrupted-build-'));
  dist = join(parent, 'dist');
  // The copies made for each origin are no part of the build.
  await cp(distDir, dist, { recursive: true, filter: (path) => !path.startsWith(join(distDir, 'origins')) });
}, 120_000);

afterAll(async () => {
  if (parent) await rm(parent, { recursive: true, force: true });
});

/** When each file was last written, by path under the build. */
async function writtenAt(folder: string): Promise<Map<string, number>> {
  const files = await readdir(folder, { recursive: true });
  const times = await Promise.all(
    files.map(async (file) => [file, (await stat(join(folder, file))).mtimeMs] as const),
  );
  return new Map(times);
}

/** Waits until a build beside `dist` (or in it) has written its server bundle: part of its output, not all. */
async function partWritten(since: number): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    for (const name of await readdir(parent)) {
      const written = await stat(join(parent, name, 'server', 'entry-server.js')).then(
        (info) => info.mtimeMs,
        () => 0,
      );
      if (written > since) return;
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('The build wrote nothing within four minutes.');
}

describe('a build killed part-way', () => {
  it('leaves the last complete build in place, and the start needs no build', async () => {
    const before = await writtenAt(dist);
    const stamp = await readFile(join(dist, 'build-inputs.sha256'), 'utf8');

    const since = Date.now();
    const build = spawn(process.execPath, ['--import', 'tsx', 'src/tools/build.ts'], {
      cwd: projectRoot,
      env: { ...process.env, DIST_DIR: dist },
      // A group of its own, so that the kill reaches every process of the build and nothing else.
      detached: true,
      stdio: 'ignore',
    });
    const exited = once(build, 'exit');
    await partWritten(since);
    process.kill(-build.pid!, 'SIGKILL');
    await exited;

    expect(await readFile(join(dist, 'build-inputs.sha256'), 'utf8')).toBe(stamp);
    expect(await writtenAt(dist)).toEqual(before);
    expect(await isBuildNeeded(dist)).toBe(false);
    // What the killed build wrote is gone once the start has looked.
    expect(await readdir(parent)).toEqual(['dist']);
  }, 300_000);
});
