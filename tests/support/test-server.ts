import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../src/server/free-port';
import { startPocketBase, type RunningPocketBase } from '../../src/server/pocketbase-process';

export interface TestServer {
  url: string;
  dataDir: string;
  admin: { email: string; password: string };
  /** Stops PocketBase and, unless kept, deletes its data folder. */
  stop(options?: { keepData?: boolean }): Promise<void>;
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
  /** Load hooks from another folder than pb_hooks. */
  hooksDir?: string;
}

/** The real PocketBase binary with our migrations and hooks, on a free loopback port. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'clear-north-pb-')));
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const admin = options.admin ?? { email: 'admin@example.com', password: randomBytes(12).toString('hex') };
  const server: RunningPocketBase = await startPocketBase({
    host: '127.0.0.1',
    port,
    dataDir,
    ...(options.publicDir ? { publicDir: options.publicDir } : {}),
    ...(options.hooksDir ? { hooksDir: options.hooksDir } : {}),
    env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, PUBLIC_URL: url, ...options.env },
  });
  return {
    url,
    dataDir,
    admin,
    async stop({ keepData = false } = {}) {
      await server.stop();
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
