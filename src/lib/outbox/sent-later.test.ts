import { describe, expect, it } from 'vitest';
import { announceSentLater, expectSentLater, onSentLater } from './sent-later';
import { testOutbox } from './outbox.test-helpers';

const item = (id: string) => ({
  id,
  kind: 'enquiry' as const,
  path: '/api/collections/enquiries/records',
  body: { id },
  queuedAt: 0,
  nextAttemptAt: 0,
  attempts: 0,
  seq: 0,
});

describe('announceSentLater', () => {
  it('says once that an awaited message went out, and not while it waits or when it was refused', async () => {
    const db = testOutbox();
    const told: number[] = [];
    const stop = onSentLater((count) => told.push(count));
    expectSentLater('waiting1');
    expectSentLater('refused1');
    await db.items.put(item('waiting1') as never);
    await db.refused.put({ id: 'refused1' } as never);

    await announceSentLater(db);
    expect(told).toEqual([]);

    await db.items.delete('waiting1');
    await announceSentLater(db);
    await announceSentLater(db);
    expect(told).toEqual([1]);
    stop();
  });

  it('says it once when two flushes end at the same time', async () => {
    const db = testOutbox();
    const told: number[] = [];
    const stop = onSentLater((count) => told.push(count));
    expectSentLater('twice1');
    await Promise.all([announceSentLater(db), announceSentLater(db)]);
    expect(told).toEqual([1]);
    stop();
  });
});
