import { makeMigratedTemplate, MIGRATED_TEMPLATE_ENV } from './migrated-template';

/**
 * One migrated data folder for the whole run, which the test workers inherit
 * through the environment: each test file runs in a fresh module graph, so a
 * folder made in the file's own process cost every file that starts a
 * PocketBase (some sixty) a run of the migrations, a third of a CPU-second.
 * Made once per run, so a migration changed in watch mode counts from the
 * next run.
 */
export default async function setup() {
  const template = await makeMigratedTemplate();
  process.env[MIGRATED_TEMPLATE_ENV] = template.dataDir;
  return () => template.remove();
}
