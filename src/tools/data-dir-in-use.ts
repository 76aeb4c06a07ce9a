import { readdir, readlink, realpath } from 'node:fs/promises';
import { join, sep } from 'node:path';

/**
 * A process other than this one that has a database of `dataDir` open
 * (PocketBase keeps data.db and auxiliary.db open while it runs), found
 * through /proc; null when none does, or where there is no /proc to ask.
 * PocketBase holds no lock an idle database would show, so this is how a
 * restore tells that the site is still running on the folder.
 */
export async function processUsingDataDir(dataDir: string): Promise<number | null> {
  let folder: string;
  try {
    folder = (await realpath(dataDir)) + sep;
  } catch {
    return null;
  }
  const pids = await readdir('/proc').catch(() => [] as string[]);
  for (const pid of pids) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    const fds = await readdir(join('/proc', pid, 'fd')).catch(() => [] as string[]);
    for (const fd of fds) {
      const target = await readlink(join('/proc', pid, 'fd', fd)).catch(() => '');
      if (target.startsWith(folder) && /\.db$/.test(target)) return Number(pid);
    }
  }
  return null;
}
