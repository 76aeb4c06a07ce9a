import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface AdminCredentials {
  email: string;
  password: string;
  /** True when generated for local use rather than taken from the environment. */
  generated: boolean;
}

const LOCAL_FILE = 'local-admin.json';

/**
 * The admin's sign-in: ADMIN_EMAIL and ADMIN_PASSWORD when both are set;
 * otherwise credentials generated once and kept in the (git-ignored) data
 * folder, so a fresh clone never carries a password.
 */
export async function adminCredentials(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<AdminCredentials> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = env;
  if (email && password) return { email, password, generated: false };
  if (email || password) throw new Error('Set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither.');

  const file = join(dataDir, LOCAL_FILE);
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as { email: string; password: string };
    return { ...saved, generated: true };
  } catch {
    const created = { email: 'admin@example.com', password: randomBytes(18).toString('base64url') };
    await writeFile(file, JSON.stringify(created, null, 2), { mode: 0o600 });
    return { ...created, generated: true };
  }
}
