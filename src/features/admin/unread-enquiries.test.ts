import { describe, expect, it } from 'vitest';
import type { Enquiry } from './enquiry';
import { UNREAD_LISTED } from './enquiry-api';
import {
  arrivedSince,
  badgeText,
  newestOf,
  withArrived,
  withRead,
  type UnreadState,
} from './unread-enquiries';

function enquiry(id: string, created: string, readAt = ''): Enquiry {
  return {
    id,
    name: `Visitor ${id}`,
    email: `${id}@example.com`,
    message: 'We would like some help.',
    service: '',
    details: { phone: '', company: '', package: '' },
    topic: '',
    sourcePage: '/contact',
    created,
    readAt,
    handledAt: '',
    filed: '',
    note: '',
  };
}

const first = enquiry('a', '2026-11-23 10:00:00.000Z');
const second = enquiry('b', '2026-11-23 11:00:00.000Z');
const third = enquiry('c', '2026-11-23 12:00:00.000Z');

describe('badgeText', () => {
  it.each([
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [2500, '99+'],
  ])('shows %i as %s (99+ above 99)', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });
});

describe('withArrived', () => {
  it('puts a new enquiry first and counts it', () => {
    const state = withArrived({ items: [first], count: 1 }, second);
    expect(state.items.map((item) => item.id)).toEqual(['b', 'a']);
    expect(state.count).toBe(2);
  });

  it('keeps newest first when an older one arrives late', () => {
    const state = withArrived({ items: [third], count: 1 }, first);
    expect(state.items.map((item) => item.id)).toEqual(['c', 'a']);
  });

  it.each([
    ['already listed', first],
    ['already read', enquiry('d', '2026-11-23 13:00:00.000Z', '2026-11-23 13:05:00.000Z')],
  ])('changes nothing for an enquiry %s', (_name, arriving) => {
    const state: UnreadState = { items: [first], count: 1 };
    expect(withArrived(state, arriving)).toBe(state);
  });

  it('lists at most the newest few but counts them all', () => {
    let state: UnreadState = { items: [], count: 0 };
    for (let n = 0; n < UNREAD_LISTED + 5; n += 1) {
      state = withArrived(state, enquiry(`e${n}`, `2026-11-23 10:00:${String(n).padStart(2, '0')}.000Z`));
    }
    expect(state.items).toHaveLength(UNREAD_LISTED);
    expect(state.count).toBe(UNREAD_LISTED + 5);
    expect(state.items[0]!.id).toBe(`e${UNREAD_LISTED + 4}`);
  });
});

describe('withRead', () => {
  it('takes the enquiry off the list and one off the count', () => {
    const state = withRead({ items: [second, first], count: 5 }, 'a');
    expect(state).toEqual({ items: [second], count: 4 });
  });

  it('never counts below 0', () => {
    expect(withRead({ items: [first], count: 0 }, 'a').count).toBe(0);
  });

  it('changes nothing for an enquiry that is not listed (read twice, or on two devices)', () => {
    const state: UnreadState = { items: [first], count: 1 };
    expect(withRead(state, 'z')).toBe(state);
  });
});

describe('arrivedSince', () => {
  it('announces nothing on the first look', () => {
    expect(arrivedSince([first, second], null, new Set())).toEqual([]);
  });

  it('finds what arrived after the newest seen, newest first', () => {
    expect(arrivedSince([first, second, third], first.created, new Set()).map((item) => item.id)).toEqual([
      'c',
      'b',
    ]);
  });

  it('never announces one twice', () => {
    expect(arrivedSince([second, third], first.created, new Set(['c'])).map((item) => item.id)).toEqual([
      'b',
    ]);
  });

  it('does not announce older unread ones that move up the list', () => {
    expect(arrivedSince([first], second.created, new Set())).toEqual([]);
  });
});

describe('newestOf', () => {
  it('keeps the newest time seen', () => {
    expect(newestOf(null, [first, third, second])).toBe(third.created);
    expect(newestOf(third.created, [first])).toBe(third.created);
    expect(newestOf(null, [])).toBe('');
  });
});
