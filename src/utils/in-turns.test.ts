import { describe, expect, it } from 'vitest';
import { inTurns } from './in-turns';

describe('inTurns', () => {
  it('runs the first piece at once and each other in a later task, in order', async () => {
    const ran: string[] = [];
    const done = inTurns([() => ran.push('first'), () => ran.push('second'), () => ran.push('third')]);
    expect(ran).toEqual(['first']);
    await done;
    expect(ran).toEqual(['first', 'second', 'third']);
  });

  it('runs the rest when a piece throws, and reports the error', async () => {
    const reported: unknown[] = [];
    const original = globalThis.reportError;
    globalThis.reportError = (error: unknown) => reported.push(error);
    try {
      const ran: string[] = [];
      await inTurns([
        () => {
          throw new Error('broken');
        },
        () => ran.push('after'),
      ]);
      expect(ran).toEqual(['after']);
      expect(reported).toEqual([new Error('broken')]);
    } finally {
      globalThis.reportError = original;
    }
  });
});
