import { generateKeyPairSync } from 'node:crypto';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';

// The key pair every push is signed with, and every device subscribed with:
// made once and kept, or given by the deployment (docs/operations.md).

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
});

async function start(options: Parameters<typeof startTestServer>[0] = {}) {
  const server = await startTestServer(options);
  servers.push(server);
  return server;
}

/** The public key the server gives an admin's browser to subscribe with, or its refusal. */
async function publicKeyOf(server: TestServer) {
  const client = api(server.url);
  const token = await client.signIn('users', server.admin.email, server.admin.password);
  return client.get<{ publicKey?: string; message?: string }>('/api/push/key', token);
}

/** A P-256 pair as VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY take it: raw bytes, base64url. */
function vapidPair() {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.of(4),
    Buffer.from(jwk.x!, 'base64url'),
    Buffer.from(jwk.y!, 'base64url'),
  ]);
  return { VAPID_PUBLIC_KEY: point.toString('base64url'), VAPID_PRIVATE_KEY: jwk.d! };
}

describe('the VAPID key pair', () => {
  it('made at the first start is the same after a restart', async () => {
    const first = await start();
    const before = (await publicKeyOf(first)).body.publicKey;
    expect(before).toMatch(/^B[\w-]{86}$/);
    await first.stop({ keepData: true });
    servers.splice(0);

    const again = await start({ dataDir: first.dataDir, admin: first.admin });
    expect((await publicKeyOf(again)).body.publicKey).toBe(before);
  });

  it('set in the environment is used, and none is written to the data folder', async () => {
    const pair = vapidPair();
    const server = await start({ env: pair });
    expect((await publicKeyOf(server)).body.publicKey).toBe(pair.VAPID_PUBLIC_KEY);
    await expect(access(join(server.dataDir, 'vapid-keys.json'))).rejects.toThrow();
  });

  it('that is not a pair turns alerts off with a message, and leaves the site up', async () => {
    const server = await start({
      env: { ...vapidPair(), VAPID_PUBLIC_KEY: vapidPair().VAPID_PUBLIC_KEY },
    });
    const refused = await publicKeyOf(server);
    expect(refused.status).toBe(503);
    expect(refused.body.message).toMatch(/VAPID key pair/);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
