import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { partialBuildFor, putBuildInPlace, recoverBuild } from './build-folder';

let parent: string;
let dist: string;

beforeEach(async () => {
  parent = await mkdtemp(join(tmpdir(), 'clear-north-build-folder-'));
  dist = join(parent, 'dist');
});

afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
});

/** The id of a process that has ended, as a killed build's is. */
async function endedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  return child.pid!;
}

async function buildIn(folder: string, page: string): Promise<void> {
  await mkdir(join(folder, 'client'), { recursive: true });
  await writeFile(join(folder, 'client', 'index.html'), page);
}

const page = () => readFile(join(dist, 'client', 'index.html'), 'utf8');

describe('the build folder', () => {
  it('puts a complete build in place of the last one, and leaves nothing beside it', async () => {
    await buildIn(dist, 'last');
    const partial = partialBuildFor(dist);
    await buildIn(partial, 'new');
    await putBuildInPlace(partial, dist);
    expect(await page()).toBe('new');
    expect(await readdir(parent)).toEqual(['dist']);
  });

  it("keeps the last build's copies for each origin at the same path, for the servers still running on them", async () => {
    await buildIn(dist, 'last');
    await buildIn(join(dist, 'origins', 'an-origin-a-build'), 'last, for an origin');
    const partial = partialBuildFor(dist);
    await buildIn(partial, 'new');
    await putBuildInPlace(partial, dist);
    expect(await page()).toBe('new');
    expect(await readFile(join(dist, 'origins', 'an-origin-a-build', 'client', 'index.html'), 'utf8')).toBe(
      'last, for an origin',
    );
  });

  it('puts the first build in place where there was none', async () => {
    const partial = partialBuildFor(dist);
    await buildIn(partial, 'first');
    await putBuildInPlace(partial, dist);
    expect(await page()).toBe('first');
  });

  it('deletes what a killed build left half written, and keeps the last complete build', async () => {
    await buildIn(dist, 'last');
    await buildIn(`${dist}.partial-${await endedPid()}-0a0b0c0d`, 'half');
    await recoverBuild(dist);
    expect(await page()).toBe('last');
    expect(await readdir(parent)).toEqual(['dist']);
  });

  it('puts the last build back when the build was killed between moving it aside and renaming its successor', async () => {
    const pid = await endedPid();
    await buildIn(`${dist}.old-${pid}-0a0b0c0d`, 'last');
    await buildIn(`${dist}.partial-${pid}-0a0b0c0d`, 'complete but never renamed');
    await recoverBuild(dist);
    expect(await page()).toBe('last');
    expect(await readdir(parent)).toEqual(['dist']);
  });

  it('leaves alone the folder of a build that is still running', async () => {
    await buildIn(dist, 'last');
    const running = partialBuildFor(dist);
    await buildIn(running, 'being written');
    await recoverBuild(dist);
    expect((await readdir(parent)).sort()).toEqual(['dist', running.slice(parent.length + 1)].sort());
  });
});
