import { afterAll, describe, expect, it, vi } from 'vitest';
import { formatRemaining, timeRemaining } from './countdown';

// The countdown runs on the visitor's local clock; pin a zone with clock
// changes (last Sundays of March and October) so the cases below are real.
vi.stubEnv('TZ', 'Europe/London');
afterAll(() => {
  vi.unstubAllEnvs();
});

/** A local wall-clock time in London. */
const at = (date: string, time: string) => new Date(`${date}T${time}`);

describe('the test clock', () => {
  it('is London time, on British Summer Time in June', () => {
    expect(at('2025-06-02', '09:00:00').getTimezoneOffset()).toBe(-60);
    expect(at('2025-01-06', '09:00:00').getTimezoneOffset()).toBe(0);
  });
});

describe('timeRemaining', () => {
  /** An offer configured to end on Sunday 8 June 2025 at 23:59:59, London time. */
  const juneEnd = at('2025-06-08', '23:59:59');

  it.each([
    ['Monday morning', at('2025-06-02', '09:00:00'), { days: 6, hours: 14, minutes: 59 }],
    ['Sunday noon', at('2025-06-08', '12:00:00'), { days: 0, hours: 11, minutes: 59 }],
    ['Sunday 23:59', at('2025-06-08', '23:59:00'), { days: 0, hours: 0, minutes: 0 }],
    ['exactly Sunday 23:59:59', at('2025-06-08', '23:59:59'), { days: 0, hours: 0, minutes: 0 }],
    ['Sunday 23:59:59 and a half', at('2025-06-08', '23:59:59.500'), { days: 0, hours: 0, minutes: 0 }],
  ])('%s leaves %o', (_name, now, expected) => {
    expect(timeRemaining(now, juneEnd)).toEqual(expected);
  });

  it.each([
    // 35h 59m on the wall clock, but the clocks skip an hour on Sunday.
    [
      'clocks going forward',
      at('2025-03-29', '12:00:00'),
      at('2025-03-30', '23:59:59'),
      { days: 1, hours: 10, minutes: 59 },
    ],
    // 35h 59m on the wall clock, but Sunday has an extra hour.
    [
      'clocks going back',
      at('2025-10-25', '12:00:00'),
      at('2025-10-26', '23:59:59'),
      { days: 1, hours: 12, minutes: 59 },
    ],
  ])('counts real time across %s', (_name, now, end, expected) => {
    expect(timeRemaining(now, end)).toEqual(expected);
  });

  it('is never negative once the end has passed', () => {
    const end = at('2025-06-08', '23:59:59');
    expect(timeRemaining(at('2025-06-09', '08:00:00'), end)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});

describe('formatRemaining', () => {
  it.each([
    [{ days: 2, hours: 5, minutes: 17 }, '2d 5h 17m'],
    [{ days: 0, hours: 0, minutes: 0 }, '0d 0h 0m'],
    [{ days: 6, hours: 23, minutes: 59 }, '6d 23h 59m'],
  ])('%o reads %s', (remaining, expected) => {
    expect(formatRemaining(remaining)).toBe(expected);
  });
});
