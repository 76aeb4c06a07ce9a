import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pocketBaseBinary } from '../../src/tools/pocketbase-process';
import { projectRoot } from '../../src/tools/project-root';

export interface DataBeforeMigration {
  /** A data folder migrated up to, not including, the migration named. */
  dataDir: string;
  /** Deletes the data folder and the migrations copied for it. */
  remove(): Promise<void>;
}

/**
 * A data folder as the site left it before `migration`: every migration
 * before it applied, then `seed` (a migration's source) to store what the
 * site stored then. Starting a test server on it applies the rest, as
 * "npm start" does after an update.
 */
export async function dataBeforeMigration(migration: string, seed: string): Promise<DataBeforeMigration> {
  const dataDir = await mkdtemp(join(tmpdir(), 'clear-north-pb-'));
  const before = await mkdtemp(join(tmpdir(), 'clear-north-migrations-'));
  const migrations = resolve(projectRoot, 'pb_migrations');
  const earlier = (await readdir(migrations)).filter((name) => name < migration).sort();
  for (const name of earlier) await copyFile(join(migrations, name), join(before, name));
  // Named to sort after the last earlier migration and before the one tested.
  await writeFile(join(before, `${earlier.at(-1)?.replace(/\.js$/, '')}_seed.js`), seed);

  const child = spawn(
    pocketBaseBinary(),
    ['migrate', 'up', `--dir=${dataDir}`, `--migrationsDir=${before}`, '--dev=false'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  await rm(before, { recursive: true, force: true });
  if (code !== 0) throw new Error(`Migrations failed:\n${output}`);
  return { dataDir, remove: () => rm(dataDir, { recursive: true, force: true }) };
}
