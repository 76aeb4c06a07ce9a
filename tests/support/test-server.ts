import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { clientDir } from '../../src/tools/dist-dir';
import { freePort } from '../../src/tools/free-port';
import { siteForOrigin } from '../../src/tools/origin-site';
import { startPocketBase, type RunningPocketBase } from '../../src/tools/pocketbase-process';
import { projectRoot } from '../../src/tools/project-root';
import { makeMigratedTemplate, MIGRATED_TEMPLATE_ENV } from './migrated-template';

export interface TestServer {
  url: string;
  /** PocketBase's process id. */
  pid: number | undefined;
  dataDir: string;
  admin: { email: string; password: string };
  /** Stops PocketBase (or kills it, to play a crash) and, unless kept, deletes its data folder. */
  stop(options?: { keepData?: boolean; signal?: 'SIGTERM' | 'SIGKILL' }): Promise<void>;
}

export interface TestServerOptions {
  /** Reuse a data folder (e.g. to restart with a changed environment). */
  dataDir?: string;
  /** Listen on this port (e.g. to restart where a browser's service worker expects the site). */
  port?: number;
  admin?: { email: string; password: string };
  env?: Record<string, string>;
  /** Serve another build than the one in DIST_DIR (e.g. a copy a test changes). */
  publicDir?: string;
  /**
   * Serve the build as `npm start` does: its copy with the origin put in and
   * compressed (src/tools/origin-site.ts). 'shared': for AS_STARTED_ORIGIN,
   * which is then PUBLIC_URL, made once per build. 'own': for the server's own
   * address, made for it and deleted with it (for a browser, whose requests
   * the API takes from PUBLIC_URL alone). Otherwise the server puts its own
   * address into each page as it sends it, uncompressed.
   */
  asStarted?: 'shared' | 'own';
  /**
   * Hooks added to a copy of pb_hooks, file name to source (e.g. one that
   * throws, to play a server fault); the copy goes with the data folder.
   */
  extraHooks?: Record<string, string>;
  /** Load hooks from another folder than pb_hooks. */
  hooksDir?: string;
}

/** pb_hooks and the extra hooks, in a folder of their own inside `dataDir`. */
async function hooksWithExtras(dataDir: string, extraHooks: Record<string, string>): Promise<string> {
  const hooksDir = join(dataDir, 'test_hooks');
  await cp(resolve(projectRoot, 'pb_hooks'), hooksDir, { recursive: true });
  for (const [name, source] of Object.entries(extraHooks)) await writeFile(join(hooksDir, name), source);
  return hooksDir;
}

/**
 * The mail queue looks every second and retries after a second or two, so
 * tests take seconds. The owner's weekly report, due on the real clock on
 * most days a test runs, is left out unless a test asks for it
 * (WEEKLY_REPORT_CRON), so no other test finds its mail.
 */
const TEST_MAIL = {
  MAIL_QUEUE_INTERVAL_SECONDS: '1',
  MAIL_RETRY_BASE_SECONDS: '1',
  MAIL_RETRY_MAX_SECONDS: '2',
  WEEKLY_REPORT_CRON: 'off',
};

/** The public origin of a server started `asStarted`: one for every test, so the copy is made once per build. */
export const AS_STARTED_ORIGIN = 'https://clearnorth.example';

let migratedFolder: Promise<string> | undefined;

/**
 * A data folder with our migrations applied, copied for each fresh server
 * rather than migrating each: the run's own when Vitest made one
 * (tests/support/migrated-template-setup.ts), else one made once per process
 * and deleted with it.
 */
function migratedTemplate(): Promise<string> {
  const shared = process.env[MIGRATED_TEMPLATE_ENV];
  if (shared) return Promise.resolve(shared);
  migratedFolder ??= (async () => {
    const template = await makeMigratedTemplate();
    process.once('exit', () => rmSync(dirname(template.dataDir), { recursive: true, force: true }));
    return template.dataDir;
  })();
  return migratedFolder;
}

/** The real PocketBase binary with our migrations and hooks, on a free loopback port. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const fresh = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'clear-north-pb-')));
  if (fresh) await cp(await migratedTemplate(), dataDir, { recursive: true });
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const admin = options.admin ?? { email: 'admin@example.com', password: randomBytes(12).toString('hex') };
  const publicUrl = options.asStarted === 'shared' ? AS_STARTED_ORIGIN : url;
  const publicDir = options.asStarted
    ? await siteForOrigin(options.publicDir ?? clientDir, publicUrl)
    : options.publicDir;
  const server: RunningPocketBase = await startPocketBase({
    host: '127.0.0.1',
    port,
    dataDir,
    migrated: fresh,
    ...(publicDir ? { publicDir } : {}),
    ...(options.hooksDir ? { hooksDir: options.hooksDir } : {}),
    ...(options.extraHooks ? { hooksDir: await hooksWithExtras(dataDir, options.extraHooks) } : {}),
    env: {
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      PUBLIC_URL: publicUrl,
      ...TEST_MAIL,
      ...options.env,
    },
  });
  return {
    url,
    pid: server.pid,
    dataDir,
    admin,
    async stop({ keepData = false, signal } = {}) {
      await server.stop(signal);
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
      if (options.asStarted === 'own' && publicDir) await rm(publicDir, { recursive: true, force: true });
    },
  };
}
