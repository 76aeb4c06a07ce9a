import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/tools/project-root';

/**
 * `npm run release` while the agency's legal facts are missing (as the
 * repository ships them): it prints the launch checklist and stops before
 * building or writing anything.
 */
let releaseDir: string | undefined;

afterAll(async () => {
  if (releaseDir) await rm(releaseDir, { recursive: true, force: true });
});

describe('a release without the legal facts', () => {
  it('is refused, with the checklist of what is missing, and writes nothing', async () => {
    releaseDir = await mkdtemp(join(tmpdir(), 'clear-north-refused-'));
    const env: NodeJS.ProcessEnv = { ...process.env, RELEASE_DIR: releaseDir };
    delete env.ALLOW_INCOMPLETE_LEGAL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/tools/release.ts'], {
      cwd: projectRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const [code] = (await once(child, 'exit')) as [number | null];

    expect(code).toBe(1);
    expect(output).toContain('Launch checklist');
    expect(output).toContain('(legal) registered company name');
    expect(output).toContain('(legal) company number: companyNumber');
    expect(output).toContain('Not released');
    expect(await readdir(releaseDir)).toEqual([]);
  });
});
