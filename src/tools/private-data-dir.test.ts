import { chmod, mkdir, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keepDataPrivate } from './private-data-dir';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const mode = async (path: string) => (await stat(path)).mode & 0o777;

describe('keepDataPrivate', () => {
  it('makes every folder 0700 and every file 0600, once, and leaves links alone', async () => {
    dir = await mkdtemp(join(tmpdir(), 'private-data-'));
    await chmod(dir, 0o755);
    await mkdir(join(dir, 'backups'), { mode: 0o755 });
    await writeFile(join(dir, 'data.db'), 'secrets', { mode: 0o644 });
    await writeFile(join(dir, 'backups', 'pb_backup.zip'), 'zip', { mode: 0o644 });
    await writeFile(join(dir, 'local-admin.json'), '{}', { mode: 0o600 });
    const outside = join(tmpdir(), `outside-${process.pid}.txt`);
    await writeFile(outside, 'not ours', { mode: 0o644 });
    await symlink(outside, join(dir, 'link'));

    expect(await keepDataPrivate(dir)).toBe(4);
    expect(await mode(dir)).toBe(0o700);
    expect(await mode(join(dir, 'backups'))).toBe(0o700);
    expect(await mode(join(dir, 'data.db'))).toBe(0o600);
    expect(await mode(join(dir, 'backups', 'pb_backup.zip'))).toBe(0o600);
    expect(await mode(outside)).toBe(0o644);
    expect(await keepDataPrivate(dir)).toBe(0);
    await rm(outside);
  });
});
