import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';
import { requireAlwaysSetFields } from './pocketbase-declarations.ts';
import { pocketBaseBinary, watchParent } from './pocketbase-process.ts';
import { projectRoot } from './project-root.ts';

const TYPES_FILE = 'pb_hooks/types/pocketbase.d.ts';
const binary = pocketBaseBinary();

const { stdout } = await promisify(execFile)(binary, ['--version']);
const version = stdout.trim().replace(/^pocketbase version\s*/, '');

// PocketBase writes its JSVM declarations into its data folder as it starts and
// has no command that only prints them, so it serves once, on scratch folders.
const scratch = await mkdtemp(join(tmpdir(), 'clear-north-pb-types-'));
const dataDir = join(scratch, 'data');
const written = join(dataDir, 'types.d.ts');
await mkdir(join(scratch, 'hooks'));
await mkdir(join(scratch, 'migrations'));

const address = `127.0.0.1:${await freePort()}`;
const child = spawn(
  binary,
  [
    'serve',
    `--http=${address}`,
    `--dir=${dataDir}`,
    `--hooksDir=${join(scratch, 'hooks')}`,
    `--migrationsDir=${join(scratch, 'migrations')}`,
    '--automigrate=false',
    '--hooksWatch=false',
    '--dev=false',
  ],
  { stdio: ['ignore', 'pipe', 'pipe'] },
);
if (child.pid !== undefined) watchParent(child.pid);
const log: Buffer[] = [];
child.stdout.on('data', (chunk: Buffer) => log.push(chunk));
child.stderr.on('data', (chunk: Buffer) => log.push(chunk));

function hasExited(): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function stop(): Promise<void> {
  if (hasExited()) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

async function isHealthy(): Promise<boolean> {
  try {
    return (await fetch(`http://${address}/api/health`)).ok;
  } catch {
    return false;
  }
}

/**
 * The declarations once the server answers: it writes them while bootstrapping,
 * before it listens, so a file seen earlier could still be half-written.
 */
async function declarations(): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (hasExited()) break;
    if (await isHealthy()) {
      const text = await readFile(written, 'utf8').catch(() => null);
      if (text !== null) return text;
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`PocketBase wrote no ${written}:\n${Buffer.concat(log).toString('utf8')}`);
}

try {
  const text = await declarations();
  const header =
    `// Written by PocketBase ${version}, with the event fields it always sets made required` +
    ` (src/tools/pocketbase-declarations.ts); \`npm run pocketbase:types\` writes it again.\n`;
  const target = resolve(projectRoot, TYPES_FILE);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, header + requireAlwaysSetFields(text));
  console.log(`${TYPES_FILE}: PocketBase ${version}'s declarations`);
} finally {
  await stop();
  await rm(scratch, { recursive: true, force: true });
}
