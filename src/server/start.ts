import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { adminCredentials } from './admin-credentials';
import { adminPasswordLine, adminPasswordOutcome } from './admin-password-line';
import { isBuildFresh } from './build-stamp';
import { keepDataPrivate } from './private-data-dir';
import { startPocketBase } from './pocketbase-process';
import { projectRoot } from './project-root';
import { DEFAULT_HOST, DEFAULT_PORT, publicOrigin } from './public-origin';

const host = process.env.HOST ?? DEFAULT_HOST;
const port = Number(process.env.PORT ?? DEFAULT_PORT);
const dataDir = resolve(projectRoot, process.env.PB_DATA ?? 'pb_data');

async function buildIfNeeded(): Promise<void> {
  if (await isBuildFresh()) {
    console.log('Site build is up to date.');
    return;
  }
  console.log('Building the site…');
  const child = spawn('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error('The build failed.');
}

// The build writes it into the pages, so a site started on another address is built again for it.
const publicUrl = publicOrigin();
process.env.PUBLIC_URL = publicUrl;

await buildIfNeeded();
// What PocketBase writes from here on (the database, backups, kept mail) is the owner's alone.
process.umask(0o077);
await mkdir(dataDir, { recursive: true, mode: 0o700 });
const madePrivate = await keepDataPrivate(dataDir);
if (madePrivate > 0) {
  console.log(
    `The data folder could be read by other users of this machine: ${madePrivate} of its entries are now the owner's alone (folders 0700, files 0600).`,
  );
}
const admin = await adminCredentials(dataDir);

const server = await startPocketBase({
  host,
  port,
  dataDir,
  env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, PUBLIC_URL: publicUrl },
  output: process.stderr,
});

console.log(`
  Clear North is running.

  Site:       ${publicUrl}/
  Dashboard:  ${publicUrl}/_/
  Admin:      ${admin.email}
  Password:   ${adminPasswordLine(admin, await adminPasswordOutcome(dataDir), dataDir)}
  Data:       ${dataDir}
  Mail:       ${process.env.SMTP_HOST ? `sent through ${process.env.SMTP_HOST}` : `not sent (no SMTP_HOST): kept in ${dataDir}/mail`}

  Press Ctrl+C to stop.
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.stop().then(() => process.exit(0));
  });
}
