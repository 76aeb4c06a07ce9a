import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BATCH_MAX_REQUESTS,
  BATCH_WINDOW_MS,
  COLLECTIONS,
  DEFAULT_CREATE_WINDOW_MS,
} from '@/lib/pocketbase/collections';
import { api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';

interface Settings {
  batch: { enabled: boolean; maxRequests: number };
  rateLimits: { enabled: boolean; rules: Array<{ label: string; duration: number; audience: string }> };
}

let server: TestServer;
let settings: Settings;

beforeAll(async () => {
  server = await startTestServer();
  const client = api(server.url);
  const token = await client.signIn('_superusers', server.admin.email, server.admin.password);
  settings = (await client.get<Settings>('/api/settings', token)).body;
});
afterAll(async () => {
  await server?.stop();
});

/** The window, in ms, of the rate-limit rule labelled `label` as the migrations set it. */
function windowOf(label: string): number | undefined {
  const rule = settings.rateLimits.rules.find((candidate) => candidate.label === label);
  return rule ? rule.duration * 1000 : undefined;
}

describe("the browser's collections agree with the server's settings", () => {
  it('every collection exists and accepts creates where the browser sends them', async () => {
    for (const collection of Object.values(COLLECTIONS)) {
      const response = await fetch(`${server.url}${collection.recordsPath}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      // A refusal naming fields: the collection is there and judged the (empty) record.
      expect(response.status, collection.name).toBe(400);
      expect(Object.keys(((await response.json()) as { data: object }).data).length).toBeGreaterThan(0);
    }
  });

  it.each(Object.values(COLLECTIONS).map((collection) => [collection.name, collection] as const))(
    "%s waits out its own create limit's window",
    (name, collection) => {
      expect(settings.rateLimits.enabled).toBe(true);
      expect(collection.rateLimitWindowMs).toBe(windowOf(`${name}:create`));
    },
  );

  it('the catch-all create limit and the batch limit have the windows the browser assumes', () => {
    expect(windowOf('*:create')).toBe(DEFAULT_CREATE_WINDOW_MS);
    expect(windowOf('/api/batch')).toBe(BATCH_WINDOW_MS);
  });

  it('batches are on and no collection sends more in one than the server takes', () => {
    expect(settings.batch.enabled).toBe(true);
    expect(settings.batch.maxRequests).toBe(BATCH_MAX_REQUESTS);
    for (const collection of Object.values(COLLECTIONS))
      expect(collection.batchSize).toBeLessThanOrEqual(settings.batch.maxRequests);
  });
});
