import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyMigrations } from '../../src/tools/pocketbase-process';

/** Where a run's test servers find the data folder made for them all (tests/support/migrated-template-setup.ts). */
export const MIGRATED_TEMPLATE_ENV = 'CLEAR_NORTH_MIGRATED_TEMPLATE';

export interface MigratedTemplate {
  /** A data folder holding every migration and nothing else. */
  dataDir: string;
  remove(): Promise<void>;
}

/**
 * A data folder with our migrations applied. Made without hooks, so it holds
 * no server's admin, settings or keys: each server's own start adds those,
 * as on a fresh folder.
 */
export async function makeMigratedTemplate(): Promise<MigratedTemplate> {
  const folder = await mkdtemp(join(tmpdir(), 'clear-north-pb-migrated-'));
  const noHooks = join(folder, 'no_hooks');
  await mkdir(noHooks);
  const dataDir = join(folder, 'pb_data');
  await applyMigrations({ dataDir, hooksDir: noHooks });
  return { dataDir, remove: () => rm(folder, { recursive: true, force: true }) };
}
