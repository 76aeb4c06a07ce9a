import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRecordId } from '@/lib/record-id';
import { serverCpu, type ServerCpu } from '../support/server-cpu';
import { startTestServer, type TestServer } from '../support/test-server';

// A sign-up with a registered address answers exactly as one with a new
// address: the same status, headers and body, byte for byte once the id and
// the times (which differ between any two sign-ups) are set aside, and the
// same cost to the server. The answer for a registered address once had
// empty times, ignored the id the client chose and showed the name as sent
// rather than as stored.

let server: TestServer;
let cpu: ServerCpu;
let visitors = 0;

beforeAll(async () => {
  // Each sign-up comes from an address of its own, so no sign-up budget runs out.
  server = await startTestServer({ env: { TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' } });
  cpu = await serverCpu(server);
});
afterAll(async () => {
  await server?.stop();
});

const PASSWORD = 'a-long-passphrase-42';
const newAddress = () => `reader-${randomBytes(5).toString('hex')}@example.com`;

interface Answer {
  status: number;
  headers: Record<string, string>;
  /** The body with the address, the id and the times set aside, where they have the form a new record's have. */
  text: string;
}

/** A PocketBase record id, or a record time as PocketBase writes it ("2026-12-07 03:24:46.151Z"). */
const ID = /"id":"[a-z0-9]{15}"/;
const TIME = /"(created|updated)":"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z"/g;

async function signUp(fields: Record<string, unknown>): Promise<Answer> {
  visitors += 1;
  const response = await fetch(`${server.url}/api/collections/users/records`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': `198.18.${Math.floor(visitors / 250)}.${visitors % 250}`,
    },
    body: JSON.stringify({ password: PASSWORD, passwordConfirm: PASSWORD, ...fields }),
  });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'date' && name !== 'content-length') headers[name] = value;
  });
  const raw = await response.text();
  const sentId = typeof fields.id === 'string' ? fields.id : null;
  const text = raw
    .replace(`"email":"${String(fields.email)}"`, '"email":<the address sent>')
    .replace(sentId ? `"id":"${sentId}"` : ID, '"id":<the id>')
    .replace(TIME, '"$1":<a time>');
  return { status: response.status, headers, text };
}

async function registered(): Promise<string> {
  const email = newAddress();
  const answer = await signUp({ email, full_name: 'First Owner' });
  if (answer.status !== 200) throw new Error(`Could not register ${email}: ${answer.text}`);
  return email;
}

describe('a sign-up with a registered address', () => {
  it.each([
    ['a name', { full_name: 'Ann Reader' }],
    ['no name', {}],
    ['a name the server cleans', { full_name: ' Ann\u200b \u202eReader\u0007 ' }],
    ['a name with markup', { full_name: 'A&B <c>' }],
    ['the address made visible', { emailVisibility: true }],
    ['an id of its own', { id: 'own-id-placeholder' }],
    ['a name too long', { full_name: 'x'.repeat(200) }],
    ['an id that is not one', { id: 'x' }],
    ['passwords that differ', { passwordConfirm: 'another-passphrase-43' }],
  ])('with %s answers to the byte as a new address does', async (_label, fields) => {
    const known = await registered();
    const attempt = (email: string) =>
      signUp({
        ...fields,
        // Two sign-ups cannot choose the same id: each its own, set aside alike.
        ...('id' in fields && fields.id === 'own-id-placeholder' ? { id: newRecordId() } : {}),
        email,
      });
    const fresh = await attempt(newAddress());
    const taken = await attempt(known);
    expect(taken).toEqual(fresh);
    if (fresh.status === 200) {
      expect(fresh.text).toMatch(/"created":<a time>/);
      expect(fresh.text).toContain('"id":<the id>');
    }
  });

  it('with an id that is taken is refused as one with a new address is', async () => {
    const known = await registered();
    // An id a stranger knows: that of an account they made themselves.
    const chosen = newRecordId();
    expect((await signUp({ email: newAddress(), id: chosen })).status).toBe(200);
    const fresh = await signUp({ email: newAddress(), id: chosen });
    const taken = await signUp({ email: known, id: chosen });
    expect(fresh.status).toBe(400);
    expect(taken).toEqual(fresh);
  });

  it('costs the server about as much CPU as one with a new address', async () => {
    const known = await registered();
    const TRIES = 8;
    const spent = async (address: () => string) => {
      const before = await cpu.usedMs();
      for (let tried = 0; tried < TRIES; tried++) {
        expect((await signUp({ email: address(), full_name: 'Ann Reader' })).status).toBe(200);
      }
      return ((await cpu.usedMs()) - before) / TRIES;
    };
    const fresh = await spent(newAddress);
    const taken = await spent(() => known);
    // Both hash the password they were sent, which is most of the work.
    expect(taken).toBeGreaterThan(fresh / 2);
    expect(taken).toBeLessThan(fresh * 2);
  });
});
