import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { keptMailFiles } from '../support/kept-mail';

interface KeptMail {
  to: string[];
  subject: string;
  text: string;
}

async function keptMails(): Promise<KeptMail[]> {
  const folder = join(process.env.SITE_DATA_DIR!, 'mail');
  const files = await keptMailFiles(process.env.SITE_DATA_DIR!);
  return Promise.all(
    files.map(async (file) => JSON.parse(await readFile(join(folder, file), 'utf8')) as KeptMail),
  );
}

/** The mail the server kept for `address` (no SMTP in the browser tests), once its queue has sent it. */
export async function keptMailTo(address: string, subject: RegExp): Promise<KeptMail> {
  const find = async () =>
    (await keptMails()).find(
      (mail) => mail.to.some((to) => to.includes(address)) && subject.test(mail.subject),
    );
  await expect.poll(find, { timeout: 15_000 }).toBeDefined();
  return (await find())!;
}

/** The address a mail's text gives for `label` ("Yes, subscribe me: https://…"). */
export function linkIn(mail: KeptMail, label: string): URL {
  const match = new RegExp(`${label}: (\\S+)`).exec(mail.text);
  if (!match) throw new Error(`No "${label}" link in: ${mail.text}`);
  return new URL(match[1]!);
}
