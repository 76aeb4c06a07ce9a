import { describe, expect, it } from 'vitest';
import { broadcastFlushed } from './change-signals';
import { expectSentLater, onSentLater } from './offline-notice';

/** Lets the channel's messages arrive. */
const heard = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('sent later', () => {
  it('says once that an expected message went out, whoever delivered it, and not when it was refused', async () => {
    const told: number[] = [];
    const stop = onSentLater((count) => told.push(count));
    expectSentLater('waiting1');
    expectSentLater('refused1');

    broadcastFlushed({ delivered: ['someone-elses'], refused: ['refused1'] });
    await heard();
    expect(told).toEqual([]);

    broadcastFlushed({ delivered: ['waiting1'], refused: [] });
    broadcastFlushed({ delivered: ['waiting1'], refused: [] });
    await heard();
    expect(told).toEqual([1]);
    stop();
  });

  it('counts the messages one flush delivered together', async () => {
    const told: number[] = [];
    const stop = onSentLater((count) => told.push(count));
    expectSentLater('first1');
    expectSentLater('second1');
    broadcastFlushed({ delivered: ['first1', 'second1'], refused: [] });
    await heard();
    expect(told).toEqual([2]);
    stop();
  });
});
