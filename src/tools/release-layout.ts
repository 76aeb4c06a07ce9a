import { join } from 'node:path';
import type { SiteLayout } from './run-site';

/** What a release folder holds, each path relative to the folder (npm run release writes them, start.mjs reads them). */
export const RELEASE_PATHS = {
  entry: 'start.mjs',
  readme: 'README.txt',
  binary: 'pocketbase',
  // As in the repository: pb_hooks/lib/site-files.js finds the site at ../dist/client when SITE_DIR is unset.
  site: 'dist/client',
  hooks: 'pb_hooks',
  migrations: 'pb_migrations',
} as const;

/** The parts of the release in `dir`, as runSite takes them. */
export function releaseLayout(dir: string): Required<Omit<SiteLayout, 'publicUrl'>> {
  return {
    root: dir,
    binary: join(dir, RELEASE_PATHS.binary),
    publicDir: join(dir, RELEASE_PATHS.site),
    hooksDir: join(dir, RELEASE_PATHS.hooks),
    migrationsDir: join(dir, RELEASE_PATHS.migrations),
  };
}
