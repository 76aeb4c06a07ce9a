import { describe, expect, it } from 'vitest';
import { londonOffsetMinutes } from './london-time';
import { changeInWords, reportWeekBefore, weekSpan } from './weekly-report';

const HOUR = 3_600_000;

const LONDON = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** UK wall-clock reading of an instant, by the platform's own time zone data. */
function londonTime(at: number): string {
  const parts = LONDON.formatToParts(at);
  const part = (type: string) => parts.find((found) => found.type === type)?.value;
  return `${part('weekday')} ${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

describe('UK time', () => {
  it('is an hour ahead of UTC exactly when Europe/London says so, every hour of 2026 and 2027', () => {
    const wrong: string[] = [];
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2028, 0, 1); at += HOUR) {
      const utcReading = new Date(at + londonOffsetMinutes(at) * 60_000)
        .toISOString()
        .slice(0, 16)
        .replace('T', ' ');
      if (londonTime(at).slice(4) !== utcReading) wrong.push(new Date(at).toISOString());
    }
    expect(wrong).toEqual([]);
  });
});

describe('the week a report covers', () => {
  it('is the last Monday to Sunday, UK time, from any moment of the week after, across clock changes', () => {
    for (let now = Date.UTC(2026, 0, 1); now < Date.UTC(2028, 0, 1); now += 11 * HOUR) {
      const week = reportWeekBefore(now);
      expect(londonTime(week.from)).toBe(`Mon ${week.firstDay} 00:00`);
      expect(londonTime(week.to)).toMatch(/^Mon \S+ 00:00$/);
      expect(londonTime(week.to - 1)).toMatch(new RegExp(`^Sun ${week.lastDay} 23:59$`));
      expect(londonTime(week.previousFrom)).toMatch(/^Mon \S+ 00:00$/);
      expect([167, 168, 169]).toContain((week.to - week.from) / HOUR);
      expect(londonTime(week.dueAt)).toBe(`${londonTime(week.to).slice(0, 14)} 08:00`);
      // Now lies in the week after the one reported.
      expect(now).toBeGreaterThanOrEqual(week.to);
      expect(now - week.to).toBeLessThan(7 * 24 * HOUR + HOUR);
      expect(reportWeekBefore(week.from).to).toBe(week.from);
    }
  });

  it('counts 167 hours for the week the clocks go forward and 169 for the one they go back', () => {
    const spring = reportWeekBefore(Date.UTC(2026, 2, 30, 12));
    expect(spring.firstDay).toBe('2026-03-23');
    expect((spring.to - spring.from) / HOUR).toBe(167);
    const autumn = reportWeekBefore(Date.UTC(2026, 10, 2, 12));
    expect(autumn.firstDay).toBe('2026-10-26');
    expect((autumn.to - autumn.from) / HOUR).toBe(168);
    const autumnChange = reportWeekBefore(Date.UTC(2026, 9, 26, 12));
    expect(autumnChange.firstDay).toBe('2026-10-19');
    expect((autumnChange.to - autumnChange.from) / HOUR).toBe(169);
  });

  it('is due on Monday at 08:00 UK time: 07:00 UTC in summer, 08:00 UTC in winter', () => {
    expect(new Date(reportWeekBefore(Date.UTC(2026, 6, 13, 12)).dueAt).toISOString()).toBe(
      '2026-07-13T07:00:00.000Z',
    );
    expect(new Date(reportWeekBefore(Date.UTC(2026, 11, 7, 12)).dueAt).toISOString()).toBe(
      '2026-12-07T08:00:00.000Z',
    );
  });

  it('is named by its ISO week, whose year is its Thursday', () => {
    expect(reportWeekBefore(Date.UTC(2026, 11, 7, 9)).key).toBe('2026-W49');
    expect(reportWeekBefore(Date.UTC(2027, 0, 4, 9)).key).toBe('2026-W53');
    expect(reportWeekBefore(Date.UTC(2027, 0, 11, 9)).key).toBe('2027-W01');
    expect(reportWeekBefore(Date.UTC(2025, 0, 6, 9)).key).toBe('2025-W01');
  });

  it('is written as its first and last day', () => {
    expect(weekSpan({ firstDay: '2026-11-30', lastDay: '2026-12-06' })).toBe('30 Nov to 6 Dec 2026');
    expect(weekSpan({ firstDay: '2026-12-28', lastDay: '2027-01-03' })).toBe('28 Dec 2026 to 3 Jan 2027');
  });
});

describe('a change from the week before', () => {
  it.each([
    [{ value: 12, previous: 8, change: 50 }, 'up 50% from 8'],
    [{ value: 6, previous: 8, change: -25 }, 'down 25% from 8'],
    [{ value: 8, previous: 8, change: 0 }, 'no change from 8'],
    [{ value: 1001, previous: 1000, change: 0 }, 'up less than 1% from 1000'],
    [{ value: 3, previous: 0, change: null }, 'none the week before'],
    [{ value: 0, previous: 0, change: null }, 'none either week'],
  ])('%j reads "%s"', (figure, words) => {
    expect(changeInWords(figure)).toBe(words);
  });
});
