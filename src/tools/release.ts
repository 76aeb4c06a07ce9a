import { build } from 'esbuild';
import { chmod, cp, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { buildIfNeeded } from './build-if-needed';
import { checkLaunchFacts } from './launch-checklist';
import { clientDir } from './dist-dir';
import { pocketBaseBinary } from './pocketbase-process';
import { projectRoot } from './project-root';
import { RELEASE_PATHS, releaseLayout } from './release-layout';

// npm run release: the built site, the hooks, the migrations, PocketBase's
// binary and one start.mjs in a folder that runs on Node.js alone.

const releaseDir = resolve(projectRoot, process.env.RELEASE_DIR || 'release');
const toProject = relative(releaseDir, projectRoot);
if (!toProject.startsWith('..') && !isAbsolute(toProject)) {
  console.error(`RELEASE_DIR must not be the repository or a folder holding it: ${releaseDir}`);
  process.exit(2);
}

const launch = checkLaunchFacts(process.env);
if (launch.report) console.warn(launch.report);
if (!launch.allowed) process.exit(1);

// One release serves any address: the origin is put into the pages when it starts.
await buildIfNeeded();

const layout = releaseLayout(releaseDir);
// Only what a release holds is replaced: a data folder inside it (pb_data, by default) stays as it is.
const owned = new Set(Object.values(RELEASE_PATHS).map((path) => path.split('/')[0] ?? path));
await Promise.all([...owned].map((name) => rm(join(releaseDir, name), { recursive: true, force: true })));
await mkdir(releaseDir, { recursive: true });

await Promise.all([
  cp(clientDir, layout.publicDir, { recursive: true }),
  cp(resolve(projectRoot, 'pb_hooks'), layout.hooksDir, { recursive: true }),
  cp(resolve(projectRoot, 'pb_migrations'), layout.migrationsDir, { recursive: true }),
  cp(pocketBaseBinary(), layout.binary).then(() => chmod(layout.binary, 0o755)),
  build({
    entryPoints: [resolve(projectRoot, 'src/tools/release-start.ts')],
    outfile: join(releaseDir, RELEASE_PATHS.entry),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    banner: {
      js: '// Clear North: starts this release. Bundled by `npm run release` from src/tools/release-start.ts.',
    },
    logLevel: 'warning',
  }),
  writeFile(join(releaseDir, RELEASE_PATHS.readme), readme()),
]);

function readme(): string {
  return `Clear North, ready to run
=========================

Needs Node.js 20.19 or newer and nothing else (no npm install). Start it with

    node start.mjs

It applies the database migrations, serves the site and its API on one port and
prints the site's address, the dashboard's and the admin's sign-in. Ctrl+C or
SIGTERM stops it.

It serves any address: at its first start for an address (PUBLIC_URL, else
http://HOST:PORT) it writes a copy of the pages with that address in them
to dist/origins, which takes some seconds, and reuses it from then on.

The environment that matters:

  HOST            address to listen on (default 127.0.0.1; 0.0.0.0 for all)
  PORT            port for the site and the API (default 8090)
  PUBLIC_URL      the public address, https://… behind a reverse proxy
                  (default http://HOST:PORT); email links use it
  PB_DATA         the data folder: database, uploads, kept mail, backups
                  (default pb_data in this folder; a relative path is taken
                  from this folder)
  ADMIN_EMAIL, ADMIN_PASSWORD
                  the admin's sign-in, both or neither (neither: generated,
                  kept in PB_DATA/local-admin.json and printed at each start)
  SMTP_HOST, SMTP_PORT, SMTP_USERNAME, SMTP_PASSWORD, SMTP_TLS
                  outgoing mail; without SMTP_HOST, mail is kept in PB_DATA/mail
  TRUSTED_PROXY_HEADERS
                  behind a reverse proxy: X-Forwarded-For

Every setting, deploying behind a reverse proxy with HTTPS, and backups: see
docs/operations.md in the repository ("Configuration", "Deploying", "Backups").
`;
}

async function sizeOf(path: string): Promise<{ files: number; bytes: number }> {
  const info = await stat(path);
  if (!info.isDirectory()) return { files: 1, bytes: info.size };
  const entries = await readdir(path, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  const sizes = await Promise.all(files.map((entry) => stat(join(entry.parentPath, entry.name))));
  return { files: files.length, bytes: sizes.reduce((sum, size) => sum + size.size, 0) };
}

const parts = await Promise.all([...owned].map((name) => sizeOf(join(releaseDir, name))));
const files = parts.reduce((sum, part) => sum + part.files, 0);
const megabytes = parts.reduce((sum, part) => sum + part.bytes, 0) / 1e6;
console.log(`
  Release written to ${releaseDir}: ${files} files, ${megabytes.toFixed(1)} MB.
  Copy the folder to the server and start it there with: node ${RELEASE_PATHS.entry}  (see its ${RELEASE_PATHS.readme})
`);
