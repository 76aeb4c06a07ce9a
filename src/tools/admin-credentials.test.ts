import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminCredentials } from './admin-credentials';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'clear-north-admin-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('adminCredentials', () => {
  it('takes both values from the environment when set', async () => {
    const env = { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'from-the-environment' };
    await expect(adminCredentials(dataDir, env)).resolves.toEqual({
      email: 'owner@example.com',
      password: 'from-the-environment',
      generated: false,
    });
    await expect(stat(join(dataDir, 'local-admin.json'))).rejects.toThrow();
  });

  it('refuses half a configuration', async () => {
    await expect(adminCredentials(dataDir, { ADMIN_EMAIL: 'owner@example.com' })).rejects.toThrow(/both/);
    await expect(adminCredentials(dataDir, { ADMIN_PASSWORD: 'secret-secret' })).rejects.toThrow(/both/);
  });

  it('generates local credentials once, readable only by their owner, and reuses them', async () => {
    const first = await adminCredentials(dataDir, {});
    expect(first.generated).toBe(true);
    expect(first.password.length).toBeGreaterThanOrEqual(20);
    const file = join(dataDir, 'local-admin.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      email: first.email,
      password: first.password,
    });
    await expect(adminCredentials(dataDir, {})).resolves.toEqual(first);
  });
});
