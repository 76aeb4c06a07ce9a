import { createHash, randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ORIGIN_FILES, withOrigin } from '../definitions/site-origin.ts';
import { writeCompressedCopies } from './precompress.ts';

/** The service worker, whose precache names each page's revision. */
const SERVICE_WORKER = 'sw.js';

const md5 = (body: string) => createHash('md5').update(body).digest('hex');

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** The same file under another name: a hard link, or a copy where links cannot go. */
async function share(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  await link(from, to).catch(() => copyFile(from, to));
}

/**
 * The worker's precache with the revisions of the pages the origin was put
 * into (Workbox's revision is the MD5 of a file): a browser that cached a
 * page for another origin fetches it again.
 */
function withRevisions(worker: string, revisions: Map<string, [before: string, after: string]>): string {
  let text = worker;
  for (const [file, [before, after]] of revisions) {
    text = text.replace(`"revision":"${before}","url":"${file}"`, `"revision":"${after}","url":"${file}"`);
  }
  return text;
}

/** The folder beside the site where its copies for each origin are kept (dist/origins). */
export const ORIGIN_COPIES = 'origins';

const keyOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * Where the copy of the site in `siteDir` for `origin` is kept: beside it, in
 * a folder named for the origin and the build (`build`: what identifies it).
 */
function originSiteDir(siteDir: string, origin: string, build: string): string {
  return join(dirname(siteDir), ORIGIN_COPIES, `${keyOf(origin)}-${keyOf(build)}`);
}

/** Deletes the copies for `origin` of other builds than the one in `kept`: the last server at that origin has moved on. */
async function deleteEarlierCopies(kept: string, origin: string): Promise<void> {
  const folder = dirname(kept);
  const names = await readdir(folder).catch(() => []);
  const earlier = names.filter(
    (name) =>
      name.startsWith(`${keyOf(origin)}-`) && !name.includes('.partial-') && join(folder, name) !== kept,
  );
  await Promise.all(earlier.map((name) => rm(join(folder, name), { recursive: true, force: true })));
}

/**
 * The built site in `siteDir` with `origin` put into every file that holds
 * the build's placeholder, their Brotli and gzip copies made again (as the
 * build makes them, for the first round trip's budget) and the worker's
 * precache revised to match. Every other file is shared with the build by
 * hard link. Made once per build and origin, whole or not at all, and
 * reused: two servers of one build at two origins each serve their own, and
 * a server keeps its copy when the build is replaced (src/tools/build-folder.ts)
 * until it starts again. A site without the build's list of such files is
 * served as it is.
 */
export async function siteForOrigin(
  siteDir: string,
  origin: string,
  onMaking: () => void = () => undefined,
): Promise<string> {
  const list = await readFile(join(siteDir, ORIGIN_FILES), 'utf8').catch(() => null);
  if (list === null) return siteDir;
  const worker = await readFile(join(siteDir, SERVICE_WORKER), 'utf8').catch(() => null);
  // The worker's precache names every file's revision: it tells one build from another.
  const target = originSiteDir(siteDir, origin, list + (worker ?? ''));
  if (await exists(target)) return target;
  onMaking();

  const holding = new Set(JSON.parse(list) as string[]);
  // Written anew, never through a link: the build's own files must stay as they are.
  const remade = new Set(
    [...holding, SERVICE_WORKER, ORIGIN_FILES].flatMap((file) => [file, `${file}.br`, `${file}.gz`]),
  );
  const partial = `${target}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
    const files = entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(siteDir.length + 1));
    await Promise.all(
      files
        .filter((file) => !remade.has(file))
        .map((file) => share(join(siteDir, file), join(partial, file))),
    );

    const revisions = new Map<string, [string, string]>();
    const writeRemade = async (file: string, text: string) => {
      await mkdir(dirname(join(partial, file)), { recursive: true });
      await writeFile(join(partial, file), text, { flag: 'wx' });
      await writeCompressedCopies(join(partial, file));
    };
    await Promise.all(
      [...holding].map(async (file) => {
        const built = await readFile(join(siteDir, file), 'utf8');
        const served = withOrigin(built, origin);
        revisions.set(file, [md5(built), md5(served)]);
        await writeRemade(file, served);
      }),
    );
    if (worker !== null) await writeRemade(SERVICE_WORKER, withRevisions(worker, revisions));
    // Nothing left for the server to put in.
    await writeFile(join(partial, ORIGIN_FILES), '[]', { flag: 'wx' });

    await mkdir(dirname(target), { recursive: true });
    await rename(partial, target).catch(async (error: NodeJS.ErrnoException) => {
      // Another server made the same copy first: theirs is as good.
      if (!(await exists(target))) throw error;
    });
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
  await deleteEarlierCopies(target, origin);
  return target;
}
