import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdminCredentials } from './admin-credentials';

/** Written by pb_hooks/lib/admin-account.js at each start: what became of the environment's password. */
const APPLIED_FILE = 'admin-password.json';

/**
 * created, applied: the account now has the environment's password;
 * unchanged: it had it already; kept: the environment's value is the one
 * applied before, and the admin has set another password since (a reset by
 * mail), which stands; refused: the value breaks the password rule and was
 * not applied, so the account keeps the password it had, if any.
 */
export type PasswordOutcome = 'created' | 'applied' | 'unchanged' | 'kept' | 'refused';

/** This start's outcome for the admin's password, as the server wrote it; undefined when it wrote none. */
export async function adminPasswordOutcome(dataDir: string): Promise<PasswordOutcome | undefined> {
  try {
    const file = JSON.parse(await readFile(join(dataDir, APPLIED_FILE), 'utf8')) as {
      lastStart?: { outcome?: PasswordOutcome };
    };
    return file.lastStart?.outcome;
  } catch {
    return undefined;
  }
}

/** The start-up output's line about the admin's password. */
export function adminPasswordLine(
  admin: AdminCredentials,
  outcome: PasswordOutcome | undefined,
  dataDir: string,
): string {
  if (outcome === 'refused')
    return 'not applied: ADMIN_PASSWORD is too weak. Use at least 10 characters, not the admin\'s email address and not a common password (docs/admin.md, "Accounts and the admin\'s sign-in"), then start again.';
  if (outcome === 'kept')
    return admin.generated
      ? `the one set by a password reset (the generated one in ${dataDir}/local-admin.json no longer applies)`
      : 'the one set by a password reset (ADMIN_PASSWORD is unchanged, so not applied again; change it to replace that password)';
  return admin.generated
    ? `${admin.password}  (generated for local use, kept in ${dataDir}/local-admin.json)`
    : '(from ADMIN_PASSWORD)';
}
