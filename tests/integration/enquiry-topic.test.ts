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
  message: 'We would like a discovery call.',
  ...A_PERSONS_FILL_TIME,
};

async function stored(id: string): Promise<{ topic: string }> {
  const response = await client.get<{ topic: string }>(`/api/collections/enquiries/records/${id}`, superuser);
  expect(response.status).toBe(200);
  return response.body;
}

describe("an enquiry's topic (the contact page's mode)", () => {
  it.each(['enquiry', 'waitlist', 'discovery_call'])('%s is stored', async (topic) => {
    const id = newRecordId();
    const response = await client.post('/api/collections/enquiries/records', { ...enquiry, id, topic });
    expect(response.status).toBe(200);
    expect((await stored(id)).topic).toBe(topic);
  });

  it('is optional: an enquiry without one is stored with an empty topic', async () => {
    const id = newRecordId();
    const response = await client.post('/api/collections/enquiries/records', { ...enquiry, id });
    expect(response.status).toBe(200);
    expect((await stored(id)).topic).toBe('');
  });

  it.each([['call'], ['Waitlist'], ['discovery-call'], [42]])(
    'an unknown topic %j is a 400 naming the field',
    async (topic) => {
      const response = await client.post<{ data: Record<string, { message: string }> }>(
        '/api/collections/enquiries/records',
        { ...enquiry, topic },
      );
      expect(response.status).toBe(400);
      expect(response.body.data.topic?.message).toEqual(expect.any(String));
    },
  );
});
