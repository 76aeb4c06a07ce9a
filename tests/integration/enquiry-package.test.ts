import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRecordId } from '@/lib/record-id';
import { api, type Api } from '../support/api';
import { A_PERSONS_FILL_TIME } from '../support/public-records';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let client: Api;
let superuser: string;

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
  superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
});

afterAll(async () => {
  await server?.stop();
});

const enquiry = {
  name: 'Ada',
  email: 'ada@example.com',
  message: 'Tell us more about this package.',
  ...A_PERSONS_FILL_TIME,
};

async function storedPackage(id: string): Promise<string> {
  const response = await client.get<{ package: string }>(
    `/api/collections/enquiries/records/${id}`,
    superuser,
  );
  expect(response.status).toBe(200);
  return response.body.package;
}

describe("an enquiry's pricing package", () => {
  it.each(['Clarity Starter', 'Focus Growth', 'Scale Mastery'])(
    '%s is stored from a public create',
    async (name) => {
      const id = newRecordId();
      const response = await client.post('/api/collections/enquiries/records', {
        ...enquiry,
        id,
        package: name,
      });
      expect(response.status).toBe(200);
      expect(await storedPackage(id)).toBe(name);
    },
  );

  it('is optional', async () => {
    const id = newRecordId();
    expect((await client.post('/api/collections/enquiries/records', { ...enquiry, id })).status).toBe(200);
    expect(await storedPackage(id)).toBe('');
  });

  it('on lines of its own is stored as one line, as every one-line text is', async () => {
    const id = newRecordId();
    const response = await client.post('/api/collections/enquiries/records', {
      ...enquiry,
      id,
      package: 'Focus\nGrowth',
    });
    expect(response.status).toBe(200);
    expect(await storedPackage(id)).toBe('Focus Growth');
  });

  it.each([['x'.repeat(61)], ['<img src=x onerror=alert(1)>'], ['Focus_Growth']])(
    'a package that is too long or not plain words (%j) is a 400 naming the field',
    async (name) => {
      const response = await client.post<{ data: Record<string, { message: string }> }>(
        '/api/collections/enquiries/records',
        { ...enquiry, package: name },
      );
      expect(response.status).toBe(400);
      expect(response.body.data.package?.message).toEqual(expect.any(String));
    },
  );
});
