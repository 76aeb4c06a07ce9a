import { createWriteStream } from 'node:fs';
import { chmod, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { processUsingDataDir } from './data-dir-in-use';

/** A backup that cannot be restored, said in words for the person restoring it. */
export class BackupError extends Error {}

export interface RestoreResult {
  /** Where the data folder that was there before now lies, if there was one. */
  setAside?: string;
  /** The files the backup put back. */
  files: number;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** The zip's entries one at a time, so each file is written before the next is read. */
async function* entries(zip: ZipFile): AsyncGenerator<Entry> {
  for (;;) {
    const entry = await new Promise<Entry | undefined>((resolve, reject) => {
      const settle = () => zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
      const onEntry = (found: Entry) => {
        settle();
        resolve(found);
      };
      const onEnd = () => {
        settle();
        resolve(undefined);
      };
      const onError = (error: Error) => {
        settle();
        reject(error);
      };
      zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
      zip.readEntry();
    });
    if (!entry) return;
    yield entry;
  }
}

async function openBackup(zipPath: string): Promise<ZipFile> {
  try {
    return await yauzl.openPromise(zipPath, { lazyEntries: true });
  } catch (error) {
    throw new BackupError(`${zipPath} is not a backup that can be read: ${(error as Error).message}.`);
  }
}

/**
 * Writes every file of the zip under `into`. yauzl refuses a name that is
 * absolute or climbs out with "..", so nothing lands outside the folder.
 */
async function extract(zipPath: string, into: string): Promise<number> {
  const zip = await openBackup(zipPath);
  let files = 0;
  try {
    for await (const entry of entries(zip)) {
      const target = join(into, entry.fileName);
      if (entry.fileName.endsWith('/')) {
        await mkdir(target, { recursive: true, mode: 0o700 });
        continue;
      }
      await mkdir(dirname(target), { recursive: true, mode: 0o700 });
      await pipeline(await zip.openReadStreamPromise(entry), createWriteStream(target, { mode: 0o600 }));
      files += 1;
    }
  } catch (error) {
    throw error instanceof BackupError
      ? error
      : new BackupError(`${zipPath} is damaged and was not restored: ${(error as Error).message}.`);
  } finally {
    zip.close();
  }
  return files;
}

/**
 * Puts a PocketBase backup (a zip of the data folder) back as `dataDir`,
 * with the site stopped. The backup is unpacked beside the data folder
 * first, so a damaged file leaves the current data as it was; the folder it
 * replaces is set aside, never deleted.
 */
export async function restoreBackup(zipPath: string, dataDir: string): Promise<RestoreResult> {
  if (!(await exists(zipPath))) throw new BackupError(`There is no backup at ${zipPath}.`);
  // A site still running on the folder keeps writing to the data it has open, which the restore
  // sets aside: what it writes after the restore is lost at its next start.
  const running = await processUsingDataDir(dataDir);
  if (running !== null) {
    throw new BackupError(
      `The site is running on ${dataDir} (process ${running}): stop it first (Ctrl+C where npm start runs), then restore. Nothing was changed.`,
    );
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const unpacked = `${dataDir}.restoring-${stamp}`;
  await mkdir(unpacked, { recursive: true, mode: 0o700 });
  try {
    const files = await extract(zipPath, unpacked);
    if (!(await exists(join(unpacked, 'data.db')))) {
      throw new BackupError(`${zipPath} holds no data.db: it is not a PocketBase backup.`);
    }
    let setAside: string | undefined;
    if (await exists(dataDir)) {
      setAside = `${dataDir}.before-restore-${stamp}`;
      await rename(dataDir, setAside);
    }
    await rename(unpacked, dataDir);
    await chmod(dataDir, 0o700);
    return { files, ...(setAside ? { setAside } : {}) };
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}
