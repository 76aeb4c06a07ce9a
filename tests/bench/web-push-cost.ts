import { newRecordId } from '@/lib/record-id';
import { api } from '../support/api';
import { startPushService } from '../support/push-service';
import { A_PERSONS_FILL_TIME } from '../support/public-records';
import { serverCpu } from '../support/server-cpu';
import { startTestServer } from '../support/test-server';

/**
 * What one push costs PocketBase: the CPU time of its process (from /proc,
 * so the machine's other work does not count) while the push queue sends an
 * enquiry's alert to DEVICES devices on a loopback push service, less the
 * same enquiry's cost with no device, per push. Each push is a fresh
 * ephemeral key pair, an ECDH agreement, HKDF, AES-128-GCM and an ES256
 * signature, all in PocketBase's JavaScript engine.
 *   npx tsx --tsconfig tsconfig.node.json tests/bench/web-push-cost.ts
 */
const DEVICES = Number(process.env.BENCH_PUSH_DEVICES ?? 20);
const ROUNDS = Number(process.env.BENCH_PUSH_ROUNDS ?? 5);

const service = await startPushService();
const server = await startTestServer({ env: { PUSH_ALLOW_LOOPBACK: 'true' } });
const client = api(server.url);
try {
  const admin = await client.signIn('users', server.admin.email, server.admin.password);
  const cpu = await serverCpu(server);

  const subscribeAll = async () => {
    for (let device = 0; device < DEVICES; device += 1) {
      const response = await client.post('/api/push/subscriptions', service.subscribe(`d${device}`), admin);
      if (response.status !== 201) throw new Error(`subscribe: ${response.status}`);
    }
  };
  const removeAll = async () => {
    const list = await client.get<{ items: Array<{ id: string }> }>('/api/push/subscriptions', admin);
    for (const { id } of list.body.items) {
      await client.request('DELETE', '/api/push/subscriptions', { body: { id }, token: admin });
    }
  };
  /** CPU ms for one enquiry, from its save until `pushes` alerts were taken and one tick more. */
  const enquiryCost = async (pushes: number) => {
    const before = await cpu.usedMs();
    const taken = service.taken.length;
    const id = newRecordId();
    const sent = await client.post('/api/collections/enquiries/records', {
      id,
      name: `Bench ${id}`,
      email: 'bench@example.com',
      message: 'How much is an SEO audit?',
      ...A_PERSONS_FILL_TIME,
    });
    if (sent.status !== 200) throw new Error(`enquiry: ${sent.status}`);
    while (service.taken.length < taken + pushes) await new Promise((resolve) => setTimeout(resolve, 50));
    // The same span of the scheduler's ticks either way: the queue's next look finds nothing.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return (await cpu.usedMs()) - before;
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  // Every runtime of PocketBase's pool that sends loads the bundle and builds the curve's tables once.
  await subscribeAll();
  const warming: number[] = [];
  for (let warm = 0; warm < 3; warm += 1) warming.push(await enquiryCost(DEVICES));

  const withDevices: number[] = [];
  const without: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    withDevices.push(await enquiryCost(DEVICES));
    await removeAll();
    without.push(await enquiryCost(0));
    await subscribeAll();
  }
  if (service.problems.length) throw new Error(`the push service refused: ${service.problems.join('; ')}`);
  const perPush = (median(withDevices) - median(without)) / DEVICES;
  console.info(
    `first enquiries, each runtime of the pool warming: ${warming.map((ms) => ms.toFixed(0)).join(', ')} ms CPU`,
  );
  console.info(
    `enquiry with ${DEVICES} devices: ${withDevices.map((ms) => ms.toFixed(0)).join(', ')} ms CPU`,
  );
  console.info(`enquiry with no device: ${without.map((ms) => ms.toFixed(0)).join(', ')} ms CPU`);
  console.info(`one push: ${perPush.toFixed(0)} ms of PocketBase's CPU (medians of ${ROUNDS})`);
} finally {
  await server.stop();
  await service.stop();
}
