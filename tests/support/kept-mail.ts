import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface KeptMail {
  file: string;
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
}

/**
 * The files of the mails kept whole in <data folder>/mail: each is written
 * as `<name>.part` and then renamed, so a `.part` is one being written.
 */
export async function keptMailFiles(dataDir: string): Promise<string[]> {
  const names = await readdir(join(dataDir, 'mail')).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith('.json'));
}

async function keptMails(dataDir: string): Promise<KeptMail[]> {
  const folder = join(dataDir, 'mail');
  const mails = await Promise.all(
    (await keptMailFiles(dataDir)).map(async (name) => ({
      file: name,
      ...JSON.parse(await readFile(join(folder, name), 'utf8')),
    })),
  );
  return mails as KeptMail[];
}

/**
 * Waits for a mail PocketBase kept in <data folder>/mail (no SMTP set) to
 * `to` whose subject matches, polling, since a mail queue may send it later.
 * `skip` leaves out mails already read.
 */
export async function waitForKeptMail(
  dataDir: string,
  match: { to: string; subject: RegExp; skip?: string[] },
  timeoutMs = 15_000,
): Promise<KeptMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await keptMails(dataDir)).find(
      (mail) =>
        mail.to.some((address) => address.includes(match.to)) &&
        match.subject.test(mail.subject) &&
        !match.skip?.includes(mail.file),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${match.to} matching ${match.subject}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How many mails to `to` whose subject matches PocketBase has kept so far. */
export async function countKeptMails(
  dataDir: string,
  match: { to: string; subject: RegExp },
): Promise<number> {
  return (await keptMails(dataDir)).filter(
    (mail) => mail.to.some((address) => address.includes(match.to)) && match.subject.test(mail.subject),
  ).length;
}

/**
 * The link in a mail's HTML that points at `path` on the site, with its
 * entities decoded; with `param`, the one that carries it (the site-look
 * header also links home).
 */
export function linkIn(mail: KeptMail, path: string, param?: string): URL {
  const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((found) => found[1]!.replace(/&amp;/g, '&'));
  const href = hrefs.find((value) => {
    const url = new URL(value);
    return url.pathname === path && (!param || url.searchParams.has(param));
  });
  if (!href) throw new Error(`No link to ${path} in "${mail.subject}": ${hrefs.join(', ')}`);
  return new URL(href);
}
