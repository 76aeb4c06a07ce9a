import { chmod, lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

const FOLDER = 0o700;
const FILE = 0o600;

/**
 * Makes a data folder its owner's alone: the folder and every folder in it
 * 0700, every file 0600 (the database, its token secrets and password
 * hashes, kept mail, backups). Symbolic links are left as they are. Returns
 * how many entries it had to change.
 */
export async function keepDataPrivate(dir: string): Promise<number> {
  const info = await lstat(dir);
  if (info.isSymbolicLink()) return 0;
  const wanted = info.isDirectory() ? FOLDER : FILE;
  let changed = 0;
  if ((info.mode & 0o777) !== wanted) {
    await chmod(dir, wanted);
    changed += 1;
  }
  if (info.isDirectory()) {
    for (const entry of await readdir(dir)) changed += await keepDataPrivate(join(dir, entry));
  }
  return changed;
}
