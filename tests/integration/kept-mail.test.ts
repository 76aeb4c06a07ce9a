import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { keptMailFiles } from '../support/kept-mail';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
const mailDir = () => join(server.dataDir, 'mail');

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const keptMail = () => keptMailFiles(server.dataDir);

describe('mail kept on disk without SMTP', () => {
  it('is readable by the data folder’s owner only, even in a folder made open before', async () => {
    // A data folder from before the rule: the mail folder exists, open to everyone.
    await mkdir(mailDir(), { mode: 0o755 });
    const response = await api(server.url).post('/api/collections/users/request-password-reset', {
      email: server.admin.email,
    });
    expect(response.status).toBe(204);
    await expect.poll(keptMail).toHaveLength(1);

    const [file] = await keptMail();
    expect((await stat(join(mailDir(), file!))).mode & 0o777).toBe(0o600);
    expect((await stat(mailDir())).mode & 0o777).toBe(0o700);
  });
});
