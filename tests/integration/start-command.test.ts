import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/tools/free-port';
import { projectRoot } from '../../src/tools/project-root';
import { publicOrigin } from '../../src/tools/public-origin';
import { api } from '../support/api';

/**
 * `npm start` as the README gives it: the launcher with HOST, PORT and
 * PB_DATA from the environment, run twice on one data folder. It runs after
 * `npm run build` (as `npm test` does), so the build is reused: the address it
 * is reached at (PUBLIC_URL, as behind a proxy) is put into the pages, not built into them.
 */
const PUBLIC_URL = publicOrigin({ PUBLIC_URL: 'https://clearnorth.example' });
interface Started {
  child: ChildProcess;
  banner: string;
}

const children: ChildProcess[] = [];
let dataDir = '';

afterAll(async () => {
  await Promise.all(children.map(stop));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function start(port: number): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/tools/start.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL,
      PB_DATA: dataDir,
      SMTP_HOST: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let banner = '';
  // PocketBase's own log goes to stderr; unread, a full pipe would stall it.
  child.stderr?.resume();
  child.stdout?.on('data', (chunk: Buffer) => (banner += chunk.toString('utf8')));
  // A first start at an address prepares its pages: some seconds of compression, once.
  const deadline = Date.now() + 120_000;
  while (!banner.includes('Press Ctrl+C to stop.')) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${banner}`);
    if (Date.now() > deadline) throw new Error(`npm start did not come up:\n${banner}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  return { child, banner };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

function line(banner: string, label: string): string {
  const match = new RegExp(`^\\s*${label}:\\s+(.+)$`, 'm').exec(banner);
  if (!match?.[1]) throw new Error(`No "${label}" line in:\n${banner}`);
  return match[1].trim();
}

describe('npm start', () => {
  it('serves site and API on PORT, prints the sign-in, and keeps the data for the next start', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'clear-north-start-'));
    const port = await freePort();
    const site = `http://127.0.0.1:${port}`;

    const first = await start(port);
    expect(first.banner).toContain('Site build is up to date.');
    expect(line(first.banner, 'Site')).toBe(`${PUBLIC_URL}/`);
    expect(line(first.banner, 'Dashboard')).toBe(`${PUBLIC_URL}/_/`);
    expect(line(first.banner, 'Data')).toBe(dataDir);
    expect(line(first.banner, 'Mail')).toBe(`not sent (no SMTP_HOST): kept in ${dataDir}/mail`);
    const email = line(first.banner, 'Admin');
    const password = line(first.banner, 'Password').split(/\s+/)[0] ?? '';
    expect(line(first.banner, 'Password')).toContain('generated for local use');

    const home = await fetch(`${site}/`);
    expect(home.status).toBe(200);
    const page = await home.text();
    expect(page).toContain('Kill the fluff.');
    expect(page).toContain(`<link rel="canonical" href="${PUBLIC_URL}/"`);

    const client = api(site);
    const enquiry = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Kept across restarts, please.',
      // The form's own timing: a person takes longer than the default minimum of 3 s.
      form_fill_ms: 20_000,
    };
    expect((await client.post('/api/collections/enquiries/records', enquiry)).status).toBe(200);

    const kept = JSON.parse(await readFile(join(dataDir, 'local-admin.json'), 'utf8')) as {
      password: string;
    };
    expect(kept.password).toBe(password);
    expect((await stat(join(dataDir, 'local-admin.json'))).mode & 0o777).toBe(0o600);
    // What PocketBase wrote is the owner's alone from the first start.
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    expect((await stat(join(dataDir, 'data.db'))).mode & 0o777).toBe(0o600);
    expect(first.banner).not.toContain('could be read by other users');

    await stop(first.child);
    // Loosened since (a copy, another tool's umask): the next start says so and puts it right.
    await chmod(dataDir, 0o755);
    await chmod(join(dataDir, 'data.db'), 0o644);
    await expect(fetch(`${site}/api/health`)).rejects.toThrow();

    const second = await start(port);
    expect(second.banner).toContain('Site build is up to date.');
    // The pages for this address were prepared by the first start.
    expect(second.banner).not.toContain('Preparing the pages');
    expect(second.banner).toMatch(
      /could be read by other users of this machine: 2 of its entries are now the owner's alone/,
    );
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    expect((await stat(join(dataDir, 'data.db'))).mode & 0o777).toBe(0o600);
    expect(line(second.banner, 'Admin')).toBe(email);
    expect(line(second.banner, 'Password').split(/\s+/)[0]).toBe(password);

    const token = await client.signIn('users', email, password);
    const { body } = await client.get<{ items: Array<{ message: string }> }>(
      '/api/collections/enquiries/records',
      token,
    );
    expect(body.items.map((item) => item.message)).toEqual([enquiry.message]);
    await stop(second.child);
  }, 300_000);
});
