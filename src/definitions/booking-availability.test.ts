import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AVAILABILITY,
  freeSlots,
  nearestSlots,
  readAvailability,
  slotsByDay,
  type Availability,
} from './booking-availability';
import { slotLabel, timeLabel, zoneName } from './booking';
import { londonOffsetMinutes, londonSpan } from './london-time';

const at = (iso: string) => Date.parse(iso);
const iso = (instant: number) => new Date(instant).toISOString();

/** Sundays only, with no notice, from a moment well before the day asked about. */
function sundays(hours: string, callMinutes: number): Availability {
  return { ...DEFAULT_AVAILABILITY, weekly: { sun: [hours] }, callMinutes, noticeHours: 0, horizonDays: 7 };
}

function slotsOn(availability: Availability, now: string, date: string) {
  return (
    slotsByDay(freeSlots(availability, at(now), new Set())).find((day) => day.date === date)?.slots ?? []
  );
}

// 2026's clock changes: forward on Sunday 29 March, back on Sunday 25 October, each at 01:00 UTC.
describe("London's clock", () => {
  it('changes at 01:00 UTC on the last Sundays of March and October', () => {
    expect(londonOffsetMinutes(at('2026-03-29T00:59:59Z'))).toBe(0);
    expect(londonOffsetMinutes(at('2026-03-29T01:00:00Z'))).toBe(60);
    expect(londonOffsetMinutes(at('2026-10-25T00:59:59Z'))).toBe(60);
    expect(londonOffsetMinutes(at('2026-10-25T01:00:00Z'))).toBe(0);
    expect(londonOffsetMinutes(at('2027-03-28T01:00:00Z'))).toBe(60);
  });

  it('spans real time across a change: two hours on the spring night, four on the autumn one', () => {
    const spring = londonSpan('2026-03-29', 0, 180);
    expect([iso(spring.start), iso(spring.end)]).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T02:00:00.000Z',
    ]);
    const autumn = londonSpan('2026-10-25', 0, 180);
    expect([iso(autumn.start), iso(autumn.end)]).toEqual([
      '2026-10-24T23:00:00.000Z',
      '2026-10-25T03:00:00.000Z',
    ]);
  });
});

describe('free slots on the days the clocks change', () => {
  it('offer no slot in the hour skipped in March', () => {
    const slots = slotsOn(sundays('00:00-03:00', 30), '2026-03-27T12:00:00Z', '2026-03-29');
    expect(slots.map((slot) => timeLabel(slot.start))).toEqual(['00:00', '00:30', '02:00', '02:30']);
    expect(slots.map((slot) => iso(slot.start))).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T01:30:00.000Z',
    ]);
  });

  it('offer the hour repeated in October twice, once in each time', () => {
    const slots = slotsOn(sundays('00:00-03:00', 60), '2026-10-23T12:00:00Z', '2026-10-25');
    expect(slots.map((slot) => `${timeLabel(slot.start)} ${zoneName(slot.start)}`)).toEqual([
      '00:00 BST',
      '01:00 BST',
      '01:00 GMT',
      '02:00 GMT',
    ]);
    expect(slots.map((slot) => slot.end - slot.start)).toEqual([3_600_000, 3_600_000, 3_600_000, 3_600_000]);
  });

  it('keep office hours at their London time on both days', () => {
    const spring = slotsOn(sundays('10:00-11:00', 15), '2026-03-27T12:00:00Z', '2026-03-29');
    expect(spring.map((slot) => iso(slot.start))).toEqual([
      '2026-03-29T09:00:00.000Z',
      '2026-03-29T09:15:00.000Z',
      '2026-03-29T09:30:00.000Z',
      '2026-03-29T09:45:00.000Z',
    ]);
    const autumn = slotsOn(sundays('10:00-11:00', 15), '2026-10-23T12:00:00Z', '2026-10-25');
    expect(autumn.map((slot) => iso(slot.start))[0]).toBe('2026-10-25T10:00:00.000Z');
    expect(slotLabel(autumn[0]!)).toBe('Sunday 25 October 2026, 10:00 to 10:15 GMT');
    expect(slotLabel(spring[0]!)).toBe('Sunday 29 March 2026, 10:00 to 10:15 BST');
  });
});

describe('the notice and the horizon', () => {
  const weekdays: Availability = {
    ...DEFAULT_AVAILABILITY,
    weekly: {
      mon: ['10:00-11:00'],
      tue: ['10:00-11:00'],
      wed: ['10:00-11:00'],
      thu: ['10:00-11:00'],
      fri: ['10:00-11:00'],
    },
    callMinutes: 30,
    noticeHours: 24,
    horizonDays: 3,
  };

  it('offer nothing sooner than the notice nor later than the horizon', () => {
    // Monday 7 December 2026, 10:15 GMT.
    const slots = freeSlots(weekdays, at('2026-12-07T10:15:00Z'), new Set());
    expect(slots.map((slot) => iso(slot.start))).toEqual([
      '2026-12-08T10:30:00.000Z',
      '2026-12-09T10:00:00.000Z',
      '2026-12-09T10:30:00.000Z',
      '2026-12-10T10:00:00.000Z',
    ]);
  });

  it('offer a slot exactly at the notice and exactly at the horizon', () => {
    const slots = freeSlots(weekdays, at('2026-12-07T10:00:00Z'), new Set());
    expect(iso(slots[0]!.start)).toBe('2026-12-08T10:00:00.000Z');
    expect(iso(slots[slots.length - 1]!.start)).toBe('2026-12-10T10:00:00.000Z');
  });

  it('leave out days off and taken slots, and add extra times', () => {
    const slots = freeSlots(
      { ...weekdays, daysOff: ['2026-12-09'], extra: ['2026-12-12 14:00-15:00'], horizonDays: 6 },
      at('2026-12-07T10:00:00Z'),
      new Set([at('2026-12-08T10:30:00Z')]),
    );
    expect(slots.map((slot) => iso(slot.start))).toEqual([
      '2026-12-08T10:00:00.000Z',
      '2026-12-10T10:00:00.000Z',
      '2026-12-10T10:30:00.000Z',
      '2026-12-11T10:00:00.000Z',
      '2026-12-11T10:30:00.000Z',
      '2026-12-12T14:00:00.000Z',
      '2026-12-12T14:30:00.000Z',
    ]);
    expect(nearestSlots(slots, at('2026-12-10T10:15:00Z'), 3).map((slot) => iso(slot.start))).toEqual([
      '2026-12-10T10:00:00.000Z',
      '2026-12-10T10:30:00.000Z',
      '2026-12-11T10:00:00.000Z',
    ]);
  });
});

describe("the admin's availability as stored", () => {
  it('is read when well formed', () => {
    const { availability, problems } = readAvailability({
      weekly_hours: { tue: ['10:00-16:00'], THU: ['09:30-12:00', '13:00-17:00'] },
      days_off: ['2026-12-24'],
      extra_times: ['2026-12-19 10:00-12:00'],
      call_minutes: 15,
      notice_hours: 24,
      horizon_days: 21,
    });
    expect(problems).toEqual({});
    expect(availability.weekly).toEqual({ tue: ['10:00-16:00'], thu: ['09:30-12:00', '13:00-17:00'] });
  });

  it('names each field that is not, in words the admin can act on', () => {
    const { problems } = readAvailability({
      weekly_hours: { tuesday: ['10-16'] },
      days_off: ['24/12/2026'],
      extra_times: ['2026-12-19 12:00-10:00'],
      call_minutes: 0,
      notice_hours: 'soon',
      horizon_days: 21,
    });
    expect(Object.keys(problems).sort()).toEqual([
      'call_minutes',
      'days_off',
      'extra_times',
      'notice_hours',
      'weekly_hours',
    ]);
  });
});
