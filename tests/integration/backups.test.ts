import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, restoreBackup } from '../../src/tools/restore-backup';
import { api, type Api } from '../support/api';
import { publicRecords } from '../support/public-records';
import { startTestServer, type TestServer } from '../support/test-server';

interface Settings {
  backups: { cron: string; cronMaxKeep: number };
}

let server: TestServer;
let client: Api;
let token: string;
let workDir: string;

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
  token = await client.signIn('_superusers', server.admin.email, server.admin.password);
  workDir = await mkdtemp(join(tmpdir(), 'clear-north-backups-'));
});
afterAll(async () => {
  await server?.stop();
  await rm(workDir, { recursive: true, force: true });
});

async function backupNames(): Promise<string[]> {
  const listed = await client.get<Array<{ key: string }>>('/api/backups', token);
  return listed.body.map((backup) => backup.key);
}

/** Downloads a backup the way the dashboard does, with a short-lived file token. */
async function download(key: string): Promise<string> {
  const fileToken = await client.post<{ token: string }>('/api/files/token', {}, token);
  const response = await fetch(`${server.url}/api/backups/${key}?token=${fileToken.body.token}`);
  expect(response.status).toBe(200);
  const path = join(workDir, key);
  await writeFile(path, Buffer.from(await response.arrayBuffer()));
  return path;
}

describe('scheduled backups', () => {
  it('run nightly by default, keeping the newest fourteen', async () => {
    const settings = await client.get<Settings>('/api/settings', token);
    expect(settings.body.backups).toMatchObject({ cron: '0 3 * * *', cronMaxKeep: 14 });
  });

  it('follow BACKUP_CRON and BACKUP_KEEP, and BACKUP_CRON=off stops them', async () => {
    const weekly = await startTestServer({ env: { BACKUP_CRON: '30 2 * * 0', BACKUP_KEEP: '4' } });
    const off = await startTestServer({ env: { BACKUP_CRON: 'off' } });
    try {
      const read = async (target: TestServer) => {
        const admin = api(target.url);
        const adminToken = await admin.signIn('_superusers', target.admin.email, target.admin.password);
        return (await admin.get<Settings>('/api/settings', adminToken)).body.backups;
      };
      expect(await read(weekly)).toMatchObject({ cron: '30 2 * * 0', cronMaxKeep: 4 });
      expect((await read(off)).cron).toBe('');
    } finally {
      await Promise.all([weekly.stop(), off.stop()]);
    }
  });

  it('write a backup when their job runs', async () => {
    const jobs = await client.get<Array<{ id: string; expression: string }>>('/api/crons', token);
    const job = jobs.body.find((item) => item.expression === '0 3 * * *' && /backup/i.test(item.id));
    expect(job).toBeDefined();
    const before = await backupNames();

    expect((await client.post(`/api/crons/${job!.id}`, {}, token)).status).toBe(204);

    await expect.poll(async () => (await backupNames()).length, { timeout: 15_000 }).toBe(before.length + 1);
  });
});

describe('restoring a backup', () => {
  it('taken while enquiries keep arriving, brings back every one saved before it, on a site that starts', async () => {
    const saved: string[] = [];
    let writing = true;
    // Waits for a count of saves, however long a busy machine takes to make them, or for a failed one.
    const waits: Array<{ count: number; reached: () => void }> = [];
    const savedCount = (count: number) =>
      Promise.race([new Promise<void>((reached) => waits.push({ count, reached })), writer]);
    const writer = (async () => {
      while (writing) {
        const created = await client.post<{ id: string }>(
          '/api/collections/enquiries/records',
          publicRecords.enquiries(),
          token,
        );
        expect(created.status).toBe(200);
        saved.push(created.body.id);
        for (const wait of waits) if (saved.length >= wait.count) wait.reached();
      }
    })();
    await savedCount(20);
    const savedBefore = [...saved];

    const taken = await client.post('/api/backups', { name: 'during_writes.zip' }, token);
    expect(taken.status).toBe(204);
    // The writes go on after it too: the backup was taken between two of them, or during one.
    await savedCount(saved.length + 1);
    writing = false;
    await writer;

    const restoredDir = join(workDir, 'restored');
    const result = await restoreBackup(await download('during_writes.zip'), restoredDir);
    expect(result.setAside).toBeUndefined();
    expect((await stat(restoredDir)).mode & 0o777).toBe(0o700);

    const restored = await startTestServer({ dataDir: restoredDir, admin: server.admin });
    try {
      const admin = api(restored.url);
      const adminToken = await admin.signIn('_superusers', server.admin.email, server.admin.password);
      const listed = await admin.get<{ items: Array<{ id: string }>; totalItems: number }>(
        '/api/collections/enquiries/records?perPage=500&fields=id',
        adminToken,
      );
      const ids = listed.body.items.map((item) => item.id);
      expect(ids).toEqual(expect.arrayContaining(savedBefore));
      expect(listed.body.totalItems).toBeLessThanOrEqual(saved.length);
    } finally {
      await restored.stop();
    }
  });

  it('sets the data folder it replaces aside, whole', async () => {
    const [key] = await backupNames();
    const backup = await download(key!);
    const dataDir = join(workDir, 'in-use');
    await restoreBackup(backup, dataDir);
    await writeFile(join(dataDir, 'note.txt'), 'written after the first restore');

    const result = await restoreBackup(backup, dataDir);

    expect(result.setAside).toMatch(/in-use\.before-restore-/);
    expect(await readFile(join(result.setAside!, 'note.txt'), 'utf8')).toBe(
      'written after the first restore',
    );
    expect(await readdir(dataDir)).toContain('data.db');
    expect(await readdir(dataDir)).not.toContain('note.txt');
  });

  it('refuses while the site is running on the data folder, and changes nothing', async () => {
    const [key] = await backupNames();
    const backup = await download(key!);
    const before = (await readdir(server.dataDir)).sort();

    const refused = restoreBackup(backup, server.dataDir);

    await expect(refused).rejects.toBeInstanceOf(BackupError);
    await expect(refused).rejects.toThrow(/The site is running on .* \(process \d+\): stop it first/);
    expect((await readdir(server.dataDir)).sort()).toEqual(before);
    expect((await client.get('/api/health')).status).toBe(200);
  });

  describe('refuses, and leaves the data folder as it was,', () => {
    const cases: Array<[string, () => Promise<string>, RegExp]> = [
      ['a missing file', async () => join(workDir, 'nowhere.zip'), /There is no backup at/],
      [
        'a file that is not a zip',
        async () => {
          const path = join(workDir, 'notes.zip');
          await writeFile(path, 'just some text');
          return path;
        },
        /is not a backup that can be read/,
      ],
      [
        'a zip without a database',
        async () => {
          const path = join(workDir, 'photos.zip');
          await writeFile(path, zipSync({ 'photo.jpg': new Uint8Array([1, 2, 3]) }));
          return path;
        },
        /holds no data\.db/,
      ],
      [
        'a zip whose names climb out of the folder',
        async () => {
          const path = join(workDir, 'climbing.zip');
          await writeFile(
            path,
            zipSync({ 'data.db': new Uint8Array([1]), '../outside.txt': new Uint8Array([1]) }),
          );
          return path;
        },
        /is damaged and was not restored/,
      ],
    ];

    it.each(cases)('%s', async (_name, make, message) => {
      const dataDir = join(workDir, `kept-${Math.random().toString(36).slice(2)}`);
      await restoreBackup(await download((await backupNames())[0]!), dataDir);
      const before = (await readdir(dataDir)).sort();

      const refused = restoreBackup(await make(), dataDir);

      await expect(refused).rejects.toBeInstanceOf(BackupError);
      await expect(refused).rejects.toThrow(message);
      expect((await readdir(dataDir)).sort()).toEqual(before);
      expect(await readdir(workDir)).not.toContain('outside.txt');
      expect((await readdir(workDir)).filter((name) => name.includes('.restoring-'))).toEqual([]);
    });
  });
});
