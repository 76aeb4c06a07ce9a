import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '../definitions/password.ts';
import { projectRoot } from './project-root.ts';

/**
 * The common passwords the server refuses (src/definitions/password.ts),
 * and the browser once the password field is used. The hooks run without
 * node_modules, so the list is committed; `npm run passwords:update` writes
 * it again from the package.
 */
export const COMMON_PASSWORDS_FILE = resolve(projectRoot, 'pb_hooks/lib/common-passwords.json');

/** A bound on what every hook runtime holds in memory and a browser may fetch. */
export const COMMON_PASSWORDS_MAX = 10_000;

/**
 * The package's list (most used first), lowercased as it is compared, less
 * what the length rule refuses already: a shorter entry could never match.
 */
export function commonPasswords(source: readonly string[] = dictionary['passwords-common']): string[] {
  const kept = new Set<string>();
  for (const entry of source) {
    const password = entry.trim().toLowerCase();
    if (Array.from(password).length >= PASSWORD_MIN_LENGTH) kept.add(password);
    if (kept.size === COMMON_PASSWORDS_MAX) break;
  }
  return [...kept];
}

/** The file's text: one password a line, as Prettier writes a JSON array. */
export const commonPasswordsText = (list: readonly string[]) => `${JSON.stringify(list, null, 2)}\n`;

export async function writeCommonPasswords(): Promise<number> {
  const list = commonPasswords();
  await writeFile(COMMON_PASSWORDS_FILE, commonPasswordsText(list));
  return list.length;
}

export async function committedCommonPasswords(): Promise<string> {
  return readFile(COMMON_PASSWORDS_FILE, 'utf8');
}
