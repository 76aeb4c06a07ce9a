import { readdir, readFile } from 'node:fs/promises';
import type { TestServer } from './test-server';

/**
 * The CPU time a test server's PocketBase process has used, read from Linux's
 * /proc (user and system time, in the kernel's clock ticks of 10 ms), so that
 * a test can say what a burst of requests cost the server itself, whatever
 * else the machine is doing, rather than how long they took.
 */
export interface ServerCpu {
  /** Milliseconds of CPU time the server has used since it started. */
  usedMs(): Promise<number>;
}

/** The kernel's clock ticks per second for /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

async function servingProcess(server: TestServer): Promise<number> {
  const address = `--http=${new URL(server.url).host}`;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = (await readFile(`/proc/${entry}/cmdline`, 'utf8')).split('\0');
      if (args.includes('serve') && args.includes(address)) return Number(entry);
    } catch {
      // A process that ended while the list was read.
    }
  }
  throw new Error(`No PocketBase process serves ${server.url}`);
}

/** The CPU clock of the PocketBase process serving `server`. */
export async function serverCpu(server: TestServer): Promise<ServerCpu> {
  const pid = await servingProcess(server);
  return {
    async usedMs() {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      // The fields after the command's name, which is in parentheses and may hold spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      return (ticks * 1000) / TICKS_PER_SECOND;
    },
  };
}
