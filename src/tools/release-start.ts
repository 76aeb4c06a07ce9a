import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publicOrigin } from './public-origin';
import { releaseLayout } from './release-layout';
import { runSite } from './run-site';

// The entry of a release: `npm run release` bundles this file into the release
// folder's start.mjs, which serves the site, hooks and migrations beside it and
// never builds (run from here, it would look for them in src/tools).

/** The public origin the release's pages were built for, written in by the bundler. */
declare const RELEASE_BUILT_FOR: string;

const publicUrl = publicOrigin();
if (publicUrl !== RELEASE_BUILT_FOR) {
  console.warn(
    `This release was built for ${RELEASE_BUILT_FOR}: its pages' canonical URLs, sharing tags, sitemap and feed point there, not to ${publicUrl}. Set PUBLIC_URL=${RELEASE_BUILT_FOR}, or make the release again with PUBLIC_URL=${publicUrl} npm run release.`,
  );
}

await runSite({ ...releaseLayout(dirname(fileURLToPath(import.meta.url))), publicUrl });
