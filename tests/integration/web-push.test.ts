import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newRecordId } from '@/lib/record-id';
import { api, createMember } from '../support/api';
import { startPushService, type PushService } from '../support/push-service';
import { A_PERSONS_FILL_TIME } from '../support/public-records';
import { startTestServer, type TestServer } from '../support/test-server';

// The server sends each new enquiry's alert to every device where the admin
// switched alerts on, through a loopback push service that checks each push
// as FCM, Mozilla's or Apple's would and decrypts it as the device would
// (tests/support/push-service.ts). The scheduler ticks every second in
// tests and a failed push is tried again after a second or two.

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let server: TestServer;
let service: PushService;
let admin: string;
let superuser: string;
const client = () => api(server.url);

beforeAll(async () => {
  service = await startPushService();
  server = await startTestServer({
    env: {
      PUSH_ALLOW_LOOPBACK: 'true',
      PUSH_RETRY_BASE_SECONDS: '1',
      PUSH_RETRY_MAX_SECONDS: '2',
      PUSH_TIMEOUT_SECONDS: '2',
    },
  });
  admin = await client().signIn('users', server.admin.email, server.admin.password);
  superuser = await client().signIn('_superusers', server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
  await service?.stop();
});

interface Device {
  id: string;
  device: string;
  endpoint: string;
  created: string;
}

const devices = async () =>
  (await client().get<{ items: Device[] }>('/api/push/subscriptions', admin)).body.items;

beforeEach(async () => {
  service.setMode('up');
  for (const { id } of await devices()) {
    await client().request('DELETE', '/api/push/subscriptions', { body: { id }, token: admin });
  }
});

async function subscribe(id: string, userAgent = ANDROID_CHROME) {
  const response = await client().request<Device & { message?: string }>('POST', '/api/push/subscriptions', {
    body: service.subscribe(id),
    token: admin,
    headers: { 'User-Agent': userAgent },
  });
  expect(response.status, response.body.message).toBe(201);
  return response.body;
}

/** A visitor's enquiry through the public API, as the site's outbox sends it; resolves once it is answered. */
async function sendEnquiry(fields: Record<string, string> = {}) {
  const enquiry = {
    id: newRecordId(),
    name: `Grace ${newRecordId().slice(0, 6)}`,
    email: 'grace@example.com',
    message: 'We would like help with our search ranking.',
    ...fields,
    ...A_PERSONS_FILL_TIME,
  };
  const response = await client().post('/api/collections/enquiries/records', enquiry);
  expect(response.status).toBe(200);
  return enquiry;
}

/** The alerts the push service took for an enquiry, as each device decrypted them. */
const alertsFor = (enquiryId: string) =>
  service.taken
    .map((push) => ({
      device: push.device,
      ttl: push.ttl,
      urgency: push.urgency,
      ...JSON.parse(push.message),
    }))
    .filter((alert: { tag?: string }) => alert.tag === `enquiry-${enquiryId}`);

const queued = async () =>
  (
    await client().get<{ items: Array<{ status: string; attempts: number; last_error: string }> }>(
      '/api/collections/push_queue/records',
      superuser,
    )
  ).body.items;

describe('an enquiry alerts every device with alerts on', () => {
  it('each device gets the sender, the topic and the service, signed with VAPID and encrypted to its own keys', async () => {
    await subscribe('phone');
    await subscribe('iphone', IPHONE_SAFARI);
    const enquiry = await sendEnquiry({ topic: 'discovery_call', service: 'seo' });

    await expect.poll(() => alertsFor(enquiry.id).length, { timeout: 20_000 }).toBe(2);
    const expected = {
      title: 'New Enquiry Received!',
      body: `${enquiry.name} · Discovery call · SEO`,
      tag: `enquiry-${enquiry.id}`,
      url: `/admin/enquiries?enquiry=${enquiry.id}`,
      urgency: 'high',
    };
    expect(alertsFor(enquiry.id)).toEqual([
      expect.objectContaining({ ...expected, device: expect.any(String) }),
      expect.objectContaining({ ...expected, device: expect.any(String) }),
    ]);
    expect(new Set(alertsFor(enquiry.id).map((alert) => alert.device))).toEqual(new Set(['phone', 'iphone']));
    for (const { ttl } of alertsFor(enquiry.id)) {
      expect(ttl).toBeGreaterThan(23 * 3600);
      expect(ttl).toBeLessThanOrEqual(24 * 3600);
    }
    expect(service.problems).toEqual([]);
    // A push taken is forgotten.
    await expect.poll(queued).toEqual([]);
  });

  it('names an enquiry without a service or topic plainly', async () => {
    await subscribe('phone');
    const enquiry = await sendEnquiry();
    await expect.poll(() => alertsFor(enquiry.id).length, { timeout: 20_000 }).toBe(1);
    expect(alertsFor(enquiry.id)[0]).toMatchObject({ body: `${enquiry.name} · Enquiry · No service chosen` });
  });

  it('a device its push service says is gone (410) is removed, and the others still get theirs', async () => {
    await subscribe('old-phone');
    await subscribe('new-phone');
    service.forget('old-phone');
    const enquiry = await sendEnquiry();

    await expect
      .poll(() => alertsFor(enquiry.id).map((alert) => alert.device), { timeout: 20_000 })
      .toEqual(['new-phone']);
    await expect
      .poll(async () => (await devices()).map((device) => device.endpoint.split('/').pop()), {
        timeout: 20_000,
      })
      .toEqual(['new-phone']);
    await expect.poll(queued).toEqual([]);
  });
});

describe('a push service that is down or slow', () => {
  it('delays no enquiry and loses no push: it is delivered, once, when the service is back', async () => {
    await subscribe('phone');
    service.setMode('down');
    const before = service.attempts();
    const enquiry = await sendEnquiry();

    // Tried and failed, and tried again, while the enquiry is long saved.
    await expect.poll(() => service.attempts() - before, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    expect(alertsFor(enquiry.id)).toEqual([]);
    expect(await queued()).toEqual([
      expect.objectContaining({
        status: expect.stringMatching(/^(queued|sending)$/),
        last_error: expect.any(String),
      }),
    ]);

    service.setMode('up');
    await expect.poll(() => alertsFor(enquiry.id).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(queued).toEqual([]);
    expect(alertsFor(enquiry.id)).toHaveLength(1);
  });

  it('one that never answers holds up no save', async () => {
    await subscribe('phone');
    service.setMode('hang');
    const before = service.attempts();
    const first = await sendEnquiry();
    // The sender is waiting on the service for the first alert...
    await expect.poll(() => service.attempts() - before, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    // ...and the next enquiry is saved and answered all the same.
    const started = Date.now();
    const second = await sendEnquiry();
    expect(Date.now() - started).toBeLessThan(2_000);

    service.setMode('up');
    await expect
      .poll(() => alertsFor(first.id).length + alertsFor(second.id).length, { timeout: 20_000 })
      .toBe(2);
  });
});

describe('subscribing', () => {
  it('lists each device by name and date, and removes one from the list or from the device itself', async () => {
    const phone = await subscribe('phone');
    const iphone = await subscribe('iphone', IPHONE_SAFARI);
    expect(phone.device).toBe('Chrome on Android');

    const listed = await devices();
    expect(listed.map(({ device }) => device)).toEqual(['Safari on iOS', 'Chrome on Android']);
    for (const device of listed) expect(Date.parse(device.created.replace(' ', 'T'))).not.toBeNaN();
    // The keys stay on the server.
    expect(Object.keys(listed[0]!).sort()).toEqual(['created', 'device', 'endpoint', 'id']);

    // Subscribing again (the browser renews its keys) keeps one device.
    await subscribe('phone');
    expect(await devices()).toHaveLength(2);

    const removeById = await client().request('DELETE', '/api/push/subscriptions', {
      body: { id: iphone.id },
      token: admin,
    });
    expect(removeById.status).toBe(204);
    const removeByEndpoint = await client().request('DELETE', '/api/push/subscriptions', {
      body: { endpoint: phone.endpoint },
      token: admin,
    });
    expect(removeByEndpoint.status).toBe(204);
    expect(await devices()).toEqual([]);

    const again = await client().request<{ message: string }>('DELETE', '/api/push/subscriptions', {
      body: { id: iphone.id },
      token: admin,
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toMatch(/removed already/);
    const nameless = await client().request<{ message: string }>('DELETE', '/api/push/subscriptions', {
      body: {},
      token: admin,
    });
    expect(nameless.status).toBe(400);
    expect(nameless.body.message).toMatch(/endpoint or its id/);
  });

  it.each([
    ['plain http', 'http://push.example.com/x', /https:\/\//],
    ['a private address', 'https://192.168.1.20/push', /public host/],
    ['localhost', 'https://localhost:8443/push', /public host/],
    ['another loopback port form', 'http://localhost:9000/push', /https:\/\//],
    ['a name inside a private network', 'https://push.corp.internal/x', /public host/],
    ['a data URL', 'data:text/plain,hello', /https:\/\//],
  ])('refuses an endpoint on %s with a 400 that says why', async (_case, endpoint, says) => {
    const response = await client().request<{ message: string }>('POST', '/api/push/subscriptions', {
      body: { ...service.subscribe('refused'), endpoint },
      token: admin,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(says);
    expect(await devices()).toEqual([]);
  });

  it.each([
    ['a list', '[1, 2]', /not a JSON object/],
    ['broken JSON', '{"endpoint":', /not a JSON object/],
    ['no keys', JSON.stringify({ endpoint: 'https://fcm.googleapis.com/fcm/send/x' }), /PushSubscription/],
    [
      'a broken key',
      JSON.stringify({ endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: 'AAAA', auth: 'AAAA' } }),
      /p256dh/,
    ],
  ])('refuses %s with a 400 that says why', async (_case, raw, says) => {
    const response = await client().request<{ message: string }>('POST', '/api/push/subscriptions', {
      raw,
      token: admin,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(says);
  });

  it('refuses a body too large to be a subscription', async () => {
    const response = await client().request('POST', '/api/push/subscriptions', {
      body: { ...service.subscribe('large'), padding: 'x'.repeat(10_000) },
      token: admin,
    });
    expect(response.status).toBe(413);
  });

  it('only an admin may subscribe, see the key or the devices, or remove one', async () => {
    await subscribe('phone');
    const member = await createMember(client(), superuser);
    const routes = [
      ['GET', '/api/push/key', undefined],
      ['GET', '/api/push/subscriptions', undefined],
      ['POST', '/api/push/subscriptions', service.subscribe('intruder')],
      ['DELETE', '/api/push/subscriptions', { endpoint: `${service.origin}/push/phone` }],
    ] as const;
    for (const [method, path, body] of routes) {
      const anonymous = await client().request<{ message: string }>(method, path, body ? { body } : {});
      expect(anonymous.status, `${method} ${path} signed out`).toBe(401);
      expect(anonymous.body.message).toBeTruthy();
      const asMember = await client().request<{ message: string }>(method, path, {
        ...(body ? { body } : {}),
        token: member.token,
      });
      expect(asMember.status, `${method} ${path} as a member`).toBe(403);
      expect(asMember.body.message).toBe('Only an admin can manage alerts.');
    }
    expect((await devices()).map((device) => device.endpoint)).toEqual([`${service.origin}/push/phone`]);
  });
});

describe('the VAPID key pair', () => {
  it('is generated at the first start and kept in the data folder for the server alone', async () => {
    const file = join(server.dataDir, 'vapid-keys.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const key = await client().get<{ publicKey: string }>('/api/push/key', admin);
    expect(key.status).toBe(200);
    expect(Buffer.from(key.body.publicKey, 'base64url')).toHaveLength(65);
  });
});
