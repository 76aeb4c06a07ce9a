import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/tools/free-port';
import { projectRoot } from '../../src/tools/project-root';
import { api } from '../support/api';

/**
 * `npm run release`, then its folder moved away from the repository and
 * started with `node start.mjs` where node is the only command on PATH and
 * nothing is installed. It runs after `npm run build`, so the build is
 * reused, not redone: one build serves any address.
 */
const temps: string[] = [];
let server: ChildProcess | undefined;

afterAll(async () => {
  if (server) await stop(server);
  await Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir(name: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `clear-north-${name}-`));
  temps.push(dir);
  return dir;
}

async function makeRelease(releaseDir: string): Promise<string> {
  const child = spawn('npm', ['run', 'release'], {
    cwd: projectRoot,
    // The site's facts wait for the agency; this release is a test's, not the public site.
    env: { ...process.env, RELEASE_DIR: releaseDir, ALLOW_INCOMPLETE_LEGAL: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`npm run release failed:\n${output}`);
  return output;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

describe('npm run release', () => {
  it('writes a folder that serves site and API with node alone, wherever it is copied', async () => {
    const made = await tempDir('release');
    const output = await makeRelease(made);
    expect(output).toContain('Site build is up to date.');

    // Moved away from the repository: nothing in it can reach back for node_modules, dist or pb_hooks.
    const site = join(await tempDir('deployed'), 'clear-north');
    await rename(made, site);
    expect((await readdir(site)).sort()).toEqual([
      'README.txt',
      'dist',
      'pb_hooks',
      'pb_migrations',
      'pocketbase',
      'start.mjs',
    ]);
    expect((await stat(join(site, 'pocketbase'))).mode & 0o777).toBe(0o755);
    expect(await readFile(join(site, 'README.txt'), 'utf8')).toContain('node start.mjs');
    const bundle = await readFile(join(site, 'start.mjs'), 'utf8');
    const imported = [...bundle.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]);
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((name) => !name?.startsWith('node:'))).toEqual([]);

    // The one command on PATH is node: no npm, no npx, no tsx, no shell.
    const bin = await tempDir('bin');
    await symlink(process.execPath, join(bin, 'node'));
    const dataDir = join(await tempDir('data'), 'pb_data');
    await mkdir(dataDir);
    const port = await freePort();
    server = spawn(join(bin, 'node'), ['start.mjs'], {
      cwd: site,
      env: { PATH: bin, HOST: '127.0.0.1', PORT: String(port), PB_DATA: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let banner = '';
    let log = '';
    server.stdout?.on('data', (chunk: Buffer) => (banner += chunk.toString('utf8')));
    // PocketBase's own log goes to stderr; unread, a full pipe would stall it.
    server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
    // The first start at an address prepares its pages: some seconds of compression.
    const deadline = Date.now() + 120_000;
    while (!banner.includes('Press Ctrl+C to stop.')) {
      if (server.exitCode !== null) throw new Error(`start.mjs exited early:\n${banner}\n${log}`);
      if (Date.now() > deadline) throw new Error(`start.mjs did not come up:\n${banner}\n${log}`);
      await new Promise((done) => setTimeout(done, 100));
    }
    const url = `http://127.0.0.1:${port}`;
    expect(banner).toContain(`Site:       ${url}/`);
    expect(banner).toContain(`Data:       ${dataDir}`);

    const home = await fetch(`${url}/`);
    expect(home.status).toBe(200);
    const page = await home.text();
    expect(page).toContain('Kill the fluff.');
    // Its pages point at the address it was started at.
    expect(page).toContain(`<link rel="canonical" href="${url}/"`);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    const enquiry = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Sent to a release, please.',
      // The form's own timing: a person takes longer than the default minimum of 3 s.
      form_fill_ms: 20_000,
    };
    expect((await api(url).post('/api/collections/enquiries/records', enquiry)).status).toBe(200);

    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    expect(await exited).toEqual([0, null]);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  }, 240_000);
});
