import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as flush from './flush';
import { flushOutbox } from './flush';
import { outboxDb } from './outbox-db';
import { created, invalidField } from './outbox.test-helpers';
import { sendNow } from './send-now';

// The real flush, which two tests make fail, before and after it settles the item.
vi.mock('./flush', async (importOriginal) => {
  const real = await importOriginal<typeof flush>();
  return { ...real, flushOutbox: vi.fn(real.flushOutbox) };
});

const enquiry = (id: string) => ({
  id,
  kind: 'enquiry' as const,
  path: '/api/collections/enquiries/records',
  body: { id, name: 'Ada', email: 'ada@example.com', message: 'Please call me back.' },
});

let answer: (id: string) => Response | Promise<Response>;

beforeEach(() => {
  vi.stubGlobal('navigator', {});
  vi.stubGlobal('fetch', (_path: string, init: RequestInit) =>
    Promise.resolve(answer((JSON.parse(String(init.body)) as { id: string }).id)),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await Promise.all([outboxDb().items.clear(), outboxDb().refused.clear()]);
});

describe('sendNow', () => {
  it('says delivered when the server stored it, and keeps nothing', async () => {
    answer = created;
    expect(await sendNow(enquiry('e1'))).toEqual({ kind: 'delivered' });
    expect(await outboxDb().items.count()).toBe(0);
  });

  it('says queued when the server cannot be reached, keeping the item', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await sendNow(enquiry('e1'))).toEqual({ kind: 'retry', status: null });
    expect(await outboxDb().items.get('e1')).toBeDefined();
  });

  it('hands a refusal to the form, which keeps the text, without keeping it in the outbox', async () => {
    answer = () => invalidField('email');
    expect(await sendNow(enquiry('e1'))).toEqual({
      kind: 'refused',
      message: 'Failed to create record.',
      fields: { email: 'Cannot be blank.' },
    });
    expect(await outboxDb().refused.count()).toBe(0);
  });

  it('says retry, not stuck, when the flush fails before the item was settled', async () => {
    vi.mocked(flushOutbox).mockRejectedValueOnce(new Error('The database connection is closing.'));
    expect(await sendNow(enquiry('e1'))).toEqual({ kind: 'retry', status: null });
    expect(await outboxDb().items.get('e1')).toBeDefined();
  });

  it('keeps the refusal its flush told it, even if the flush fails afterwards', async () => {
    vi.mocked(flushOutbox).mockImplementationOnce(async (options) => {
      const real = await vi.importActual<typeof flush>('./flush');
      await real.flushOutbox(options);
      throw new Error('The database connection is closing.');
    });
    answer = () => invalidField('message');
    expect(await sendNow(enquiry('e1'))).toMatchObject({
      kind: 'refused',
      fields: { message: 'Cannot be blank.' },
    });
  });

  it('says storage-full when the device cannot keep it and the server cannot be reached', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    vi.spyOn(outboxDb(), 'transaction').mockRejectedValueOnce(quota);
    expect(await sendNow(enquiry('e1'))).toEqual({ kind: 'unkept', reason: 'storage-full' });
  });
});
