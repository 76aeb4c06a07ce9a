import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { adminCredentials } from './admin-credentials';
import { adminPasswordLine, adminPasswordOutcome } from './admin-password-line';
import { clientDir } from './dist-dir';
import { siteForOrigin } from './origin-site';
import { keepDataPrivate } from './private-data-dir';
import { startPocketBase, type PocketBaseOptions } from './pocketbase-process';
import { DEFAULT_HOST, DEFAULT_PORT } from './public-origin';

/** Where a built site's parts are: the repository's own when left out (npm start), or a release's. */
export interface SiteLayout extends Pick<
  PocketBaseOptions,
  'binary' | 'publicDir' | 'hooksDir' | 'migrationsDir'
> {
  /** The folder a relative PB_DATA is taken from; the data folder is pb_data in it unless PB_DATA says otherwise. */
  root: string;
  /** The site's public origin, put into its pages' absolute URLs. */
  publicUrl: string;
}

/**
 * The built site with the public origin in its pages: a copy made once per
 * origin (src/tools/origin-site.ts), or, where none can be written, the
 * build itself, into which PocketBase puts the origin as it serves each page
 * (without the compressed copies that keep pages within their first round trip).
 */
async function siteAt(siteDir: string, publicUrl: string): Promise<string> {
  try {
    return await siteForOrigin(siteDir, publicUrl, () =>
      console.log(`Preparing the pages for ${publicUrl} (once for each address)…`),
    );
  } catch (error) {
    console.warn(
      `The pages for ${publicUrl} could not be prepared beside the build (${(error as Error).message}); they are served with the address put in as each is sent, uncompressed.`,
    );
    return siteDir;
  }
}

/**
 * Serves an already built site until SIGINT or SIGTERM, as `npm start` and a
 * release's start.mjs both do: keeps the data folder private, generates or
 * applies the admin's credentials, prepares the pages for the public origin,
 * starts PocketBase on HOST and PORT and prints where everything is.
 */
export async function runSite({ root, publicUrl, ...layout }: SiteLayout): Promise<void> {
  const host = process.env.HOST ?? DEFAULT_HOST;
  const port = Number(process.env.PORT ?? DEFAULT_PORT);
  const dataDir = resolve(root, process.env.PB_DATA ?? 'pb_data');

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
    ...layout,
    publicDir: await siteAt(layout.publicDir ?? clientDir, publicUrl),
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
}
