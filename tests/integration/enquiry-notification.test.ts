import { afterAll, describe, expect, it } from 'vitest';
import { newRecordId } from '@/lib/record-id';
import { api } from '../support/api';
import { A_PERSONS_FILL_TIME } from '../support/public-records';
import { startTestServer, type TestServer, type TestServerOptions } from '../support/test-server';

// A server that dies the moment an enquiry's save has committed, before
// anything after it runs. The hook's file sorts first, so it runs before
// any other hook's work after the commit.
const MARKER = 'die-after-commit';
const crashAfterCommit = {
  'a-die-after-commit.pb.js': `
onRecordAfterCreateSuccess((e) => {
  if (e.record.getString('message').indexOf('${MARKER}') !== -1) $os.exit(1);
  e.next();
}, 'enquiries');
`,
};

let server: TestServer;
afterAll(async () => {
  await server?.stop();
});

describe('an enquiry whose save committed just before the server died', () => {
  it('still has its notification once the server is back, and only one', async () => {
    const options: TestServerOptions = { extraHooks: crashAfterCommit };
    server = await startTestServer(options);
    const name = `Ada ${newRecordId()}`;
    const enquiry = {
      id: newRecordId(),
      name,
      email: 'ada@example.com',
      message: `Please call me back (${MARKER}).`,
      ...A_PERSONS_FILL_TIME,
    };
    const send = () =>
      fetch(`${server.url}/api/collections/enquiries/records`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(enquiry),
      });

    // The server dies before it answers.
    await expect(send()).rejects.toThrow();
    await server.stop({ keepData: true });
    server = await startTestServer({
      ...options,
      dataDir: server.dataDir,
      port: Number(new URL(server.url).port),
      admin: server.admin,
    });

    // The outbox sends it again: a duplicate now, which it counts as delivered.
    expect((await send()).status).toBe(400);

    const client = api(server.url);
    const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
    const stored = await client.get<{ totalItems: number }>(
      `/api/collections/enquiries/records?filter=${encodeURIComponent(`id="${enquiry.id}"`)}`,
      superuser,
    );
    expect(stored.body.totalItems).toBe(1);
    const notifications = await client.get<{ totalItems: number }>(
      `/api/collections/mail_queue/records?filter=${encodeURIComponent(
        `kind="enquiry_notification" && subject="New enquiry from ${name}"`,
      )}`,
      superuser,
    );
    expect(notifications.body.totalItems).toBe(1);
  }, 60_000);
});
