/**
 * Europe/London's clock, worked out from its rule rather than a time-zone
 * database (the hooks' engine has none to rely on): British Summer Time,
 * an hour ahead of UTC, from 01:00 UTC on the last Sunday of March to 01:00
 * UTC on the last Sunday of October. Dates are 'YYYY-MM-DD' in London;
 * times of day are minutes after its midnight.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The UTC instant of 01:00 UTC on the last Sunday of `month` (0-based) of `year`, when London changes clocks. */
function changeInstant(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  const sunday = lastDay.getUTCDate() - lastDay.getUTCDay();
  return Date.UTC(year, month, sunday, 1);
}

/** London's offset from UTC at `instant`, in minutes: 60 in summer time, else 0. */
export function londonOffsetMinutes(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  return instant >= changeInstant(year, 2) && instant < changeInstant(year, 9) ? 60 : 0;
}

/** London's date, weekday (1 Monday to 7 Sunday) and minutes after midnight at `instant`. */
export function londonParts(instant: number): { date: string; weekday: number; minutes: number } {
  const wall = new Date(instant + londonOffsetMinutes(instant) * MINUTE);
  return {
    date: wall.toISOString().slice(0, 10),
    weekday: wall.getUTCDay() === 0 ? 7 : wall.getUTCDay(),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

/** Midnight UTC of a London date, the base its wall times count from; NaN when it is no date. */
function dateBase(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const base = Date.UTC(year, month, day);
  const check = new Date(base);
  return check.getUTCFullYear() === year && check.getUTCMonth() === month && check.getUTCDate() === day
    ? base
    : NaN;
}

/** Whether `date` is a real calendar date written 'YYYY-MM-DD'. */
export function isLondonDate(date: string): boolean {
  return !Number.isNaN(dateBase(date));
}

/**
 * Every instant London's clock reads `minutes` after midnight on `date`,
 * earliest first: one on most days, two in the hour repeated when the
 * clocks go back, none in the hour skipped when they go forward.
 */
export function londonInstants(date: string, minutes: number): number[] {
  const wall = dateBase(date) + minutes * MINUTE;
  if (Number.isNaN(wall)) return [];
  return [60, 0]
    .map((offset) => wall - offset * MINUTE)
    .filter((instant) => londonOffsetMinutes(instant) === (wall - instant) / MINUTE);
}

/** The London date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(dateBase(date) + days * DAY).toISOString().slice(0, 10);
}

/**
 * The real span London's clock shows from `from` to `to` minutes on `date`:
 * from the first time it reads `from` to the last time it reads `to`, so an
 * hour repeated in October counts twice and an hour skipped in March not at
 * all. A time the clocks skip stands for the moment they jump (01:00 UTC).
 */
export function londonSpan(date: string, from: number, to: number): { start: number; end: number } {
  const jump = dateBase(date) + 60 * MINUTE;
  const starts = londonInstants(date, from);
  const ends = londonInstants(date, to);
  return { start: starts[0] ?? jump, end: ends[ends.length - 1] ?? jump };
}
