import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_COLLECTIONS } from '@/definitions/records';
import { newRecordId } from '@/lib/record-id';
import { api, type Api } from '../support/api';
import { publicRecords } from '../support/public-records';
import { startTestServer, type TestServer } from '../support/test-server';

// The hostile-input sweep over every stored text field: each field of each
// collection visitors and members write, as the server lists them, gets
// terminal escapes, control, zero-width and direction-changing characters,
// and must be stored without them.

interface Field {
  name: string;
  type: string;
  system: boolean;
  pattern?: string;
}

const TEXT_TYPES = ['text', 'email', 'url', 'editor'];
const MULTI_LINE = ['enquiries.message', 'enquiries.note', 'bookings.message'];
/** A value each field with a pattern of its own accepts. */
const PATTERNED: Record<string, string> = {
  'enquiries.source_page': '/contact',
  'enquiries.phone': '0191 496 0000',
  'bookings.phone': '0191 496 0000',
};
/**
 * Fields the server fills from others (the page's path and campaign from its
 * address, the browser from the request): they hold what it derived, cleaned.
 */
const DERIVED = [
  'user_analytics.path',
  'user_analytics.referrer',
  'user_analytics.utm_source',
  'user_analytics.utm_medium',
  'user_analytics.utm_campaign',
  'user_analytics.browser',
  'user_analytics.os',
  'user_analytics.device',
  // A booking's end, its cancellation note and its calendar event's id are the server's, whatever is sent.
  'bookings.slot_end',
  'bookings.cancel_note',
  'bookings.calendar_uid',
];
/** What no stored text may hold: escapes, controls, zero-width and direction-changing characters. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const HOSTILE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e]/;

let server: TestServer;
let client: Api;
let superuser: string;
/** Free times to book, one for each booking the sweep stores: a time is booked once. */
let freeSlots: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
  superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
  const free = await client.get<{ slots: Array<{ start: string }> }>('/api/booking/slots');
  freeSlots = free.body.slots.map((slot) => slot.start);
});
afterAll(async () => {
  await server?.stop();
});

const samples: Record<string, () => Record<string, unknown>> = {
  ...publicRecords,
  // A superuser's create is not given its status by the subscribe hook.
  newsletter_subscriptions: () => ({ ...publicRecords.newsletter_subscriptions(), status: 'pending' }),
  bookings: () => ({
    id: newRecordId(),
    name: 'Ada Lovelace',
    email: `caller-${newRecordId()}@example.com`,
    slot: freeSlots.shift(),
    form_fill_ms: 4_000,
  }),
  users: () => ({
    id: newRecordId(),
    email: `member-${newRecordId()}@example.com`,
    password: 'a-long-enough-passphrase',
    passwordConfirm: 'a-long-enough-passphrase',
    full_name: 'Ada Lovelace',
  }),
};

/** `clean` with an escape, a NUL, a zero-width space and a right-to-left override slipped in. */
function hostile(clean: string): string {
  const middle = Math.max(1, Math.floor(clean.length / 2));
  return `\u001b[31m${clean.slice(0, middle)}\u202e\u200b${clean.slice(middle)}\u0000\u001b[0m  `;
}

describe('every stored text field', () => {
  it.each(PUBLIC_COLLECTIONS)('of %s is stored cleaned', async (collection) => {
    const schema = await client.get<{ fields: Field[] }>(`/api/collections/${collection}`, superuser);
    const fields = schema.body.fields.filter((field) => !field.system && TEXT_TYPES.includes(field.type));
    expect(fields.length).toBeGreaterThan(0);

    for (const field of fields) {
      const record = samples[collection]!();
      const key = `${collection}.${field.name}`;
      const given = PATTERNED[key] ?? record[field.name];
      const clean =
        typeof given === 'string' && given !== ''
          ? given
          : field.type === 'email'
            ? 'ada@example.com'
            : field.type === 'url'
              ? 'http://127.0.0.1/page'
              : 'Ada Lovelace';
      const multiLine = MULTI_LINE.includes(key);
      const value = multiLine ? `${hostile(clean)}\r\n\r\n\r\nSecond line  ` : hostile(clean);
      const created = await client.post<Record<string, unknown>>(
        `/api/collections/${collection}/records`,
        { ...record, [field.name]: value },
        superuser,
      );
      expect(created.status, `${key}: ${JSON.stringify(created.body)}`).toBe(200);
      const stored = await client.get<Record<string, unknown>>(
        `/api/collections/${collection}/records/${String(created.body.id)}`,
        superuser,
      );
      const kept = String(stored.body[field.name]);
      expect(kept, key).not.toMatch(HOSTILE);
      expect(kept, key).toBe(kept.trim());
      if (!DERIVED.includes(key)) expect(kept, key).toBe(multiLine ? `${clean}\n\nSecond line` : clean);
    }
  });

  it('derived from an address, a campaign is stored cleaned too', async () => {
    const event = {
      ...publicRecords.user_analytics(),
      page_url:
        'http://127.0.0.1/offer?utm_source=%1B%5B31mNews%E2%80%AEletter%00&utm_campaign=Spring%E2%80%8B%20sale',
    };
    const created = await client.post<{ id: string }>(
      '/api/collections/user_analytics/records',
      event,
      superuser,
    );
    expect(created.status).toBe(200);
    const stored = await client.get<Record<string, string>>(
      `/api/collections/user_analytics/records/${created.body.id}`,
      superuser,
    );
    expect(stored.body.utm_source).toBe('Newsletter');
    expect(stored.body.utm_campaign).toBe('Spring sale');
  });
});
