import { describe, expect, it } from 'vitest';
import { newRecordId, RECORD_ID_LENGTH } from './record-id';

describe('newRecordId', () => {
  it('is 15 characters of [a-z0-9], as PocketBase requires', () => {
    for (let i = 0; i < 200; i += 1) expect(newRecordId()).toMatch(/^[a-z0-9]{15}$/);
    expect(RECORD_ID_LENGTH).toBe(15);
  });

  it('does not repeat', () => {
    const ids = new Set(Array.from({ length: 5000 }, newRecordId));
    expect(ids.size).toBe(5000);
  });

  it('uses every character of the alphabet', () => {
    const seen = new Set(Array.from({ length: 400 }, newRecordId).join(''));
    expect(seen.size).toBe(36);
  });
});
