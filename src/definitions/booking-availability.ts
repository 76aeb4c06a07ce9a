import { addDays, isLondonDate, londonParts, londonSpan } from './london-time';

/**
 * When a discovery call can be booked, as the admin sets it (the one
 * booking_availability record): weekly hours, days off and one-off extra
 * times, all in London time, the call's length, the notice a booking needs
 * and how far ahead one may be made.
 */
export interface Availability {
  /** Hours by weekday, 'mon' to 'sun', each a list of 'HH:MM-HH:MM'. */
  weekly: Partial<Record<Weekday, string[]>>;
  /** Dates ('YYYY-MM-DD') with no calls, whatever the weekly hours say. */
  daysOff: string[];
  /** One-off times on a date, 'YYYY-MM-DD HH:MM-HH:MM', besides the weekly hours. */
  extra: string[];
  callMinutes: number;
  noticeHours: number;
  horizonDays: number;
}

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** What a new site offers until the admin changes it. */
export const DEFAULT_AVAILABILITY: Availability = {
  weekly: { tue: ['10:00-16:00'], wed: ['10:00-16:00'], thu: ['10:00-16:00'] },
  daysOff: [],
  extra: [],
  callMinutes: 15,
  noticeHours: 24,
  horizonDays: 21,
};

/** The limits of the numbers the admin sets. */
export const AVAILABILITY_LIMITS = {
  callMinutes: { min: 5, max: 240 },
  noticeHours: { min: 0, max: 24 * 60 },
  horizonDays: { min: 1, max: 366 },
} as const;

/** A free time to book: its start and end instants, in milliseconds since the epoch. */
export interface Slot {
  start: number;
  end: number;
}

const HOURS = /^([01]\d|2[0-4]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/;

/** 'HH:MM-HH:MM' as minutes after midnight, or null when it is not a forward span within a day. */
export function readHours(text: string): { from: number; to: number } | null {
  const match = HOURS.exec(text.trim());
  if (!match) return null;
  const from = Number(match[1]) * 60 + Number(match[2]);
  const to = Number(match[3]) * 60 + Number(match[4]);
  return from < to && to <= 24 * 60 ? { from, to } : null;
}

/** 'YYYY-MM-DD HH:MM-HH:MM' as a date and its hours, or null. */
export function readExtraTime(text: string): { date: string; from: number; to: number } | null {
  const [date = '', hours = '', ...rest] = text.trim().split(/\s+/);
  const span = readHours(hours);
  return rest.length === 0 && isLondonDate(date) && span ? { date, ...span } : null;
}

function texts(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function wholeNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : null;
}

/** The admin's words for the days of the week, 'mon' first. */
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** What the admin is told of availability written wrongly, wherever it is written. */
export const AVAILABILITY_MESSAGES = {
  weeklyShape:
    'Weekly hours are written as {"tue": ["10:00-16:00"]}: days mon to sun, each a list of HH:MM-HH:MM.',
  hours: (span: string) =>
    `"${span}" is not a span of hours: write HH:MM-HH:MM, such as 10:00-16:00, ending after it starts.`,
  dayOff: (date: string) => `"${date}" is not a date: write each day off as YYYY-MM-DD, such as 2026-12-24.`,
  extraTime: (time: string) =>
    `"${time}" is not a date and hours: write each extra time as YYYY-MM-DD HH:MM-HH:MM, such as 2026-12-19 10:00-12:00.`,
  list: 'Must be a list.',
  number: (min: number, max: number) => `Must be a whole number from ${min} to ${max}.`,
  noticeBeyondHorizon: 'The notice must be shorter than how far ahead calls can be booked.',
} as const;

/** What is wrong with a day's spans of hours, naming the first written wrongly; '' when nothing is. */
export function hoursProblem(spans: readonly string[]): string {
  const wrong = spans.find((span) => !readHours(span));
  return wrong === undefined ? '' : AVAILABILITY_MESSAGES.hours(wrong);
}

/** What is wrong with a list of days off, naming the first written wrongly; '' when nothing is. */
export function daysOffProblem(dates: unknown): string {
  if (!Array.isArray(dates ?? [])) return AVAILABILITY_MESSAGES.list;
  const wrong = texts(dates).find((date) => typeof date !== 'string' || !isLondonDate(date));
  return wrong === undefined ? '' : AVAILABILITY_MESSAGES.dayOff(String(wrong));
}

/** What is wrong with a list of extra times, naming the first written wrongly; '' when nothing is. */
export function extraTimesProblem(times: unknown): string {
  if (!Array.isArray(times ?? [])) return AVAILABILITY_MESSAGES.list;
  const wrong = texts(times).find((time) => typeof time !== 'string' || !readExtraTime(time));
  return wrong === undefined ? '' : AVAILABILITY_MESSAGES.extraTime(String(wrong));
}

/**
 * The admin's availability as stored (the record's fields: weekly_hours,
 * days_off, extra_times, call_minutes, notice_hours, horizon_days), and
 * what is wrong with it, by field, in words the admin can act on. The
 * admin's screen and the hook that stores the record both hold it to this.
 */
export function readAvailability(fields: Readonly<Record<string, unknown>>): {
  availability: Availability;
  problems: Record<string, string>;
} {
  const problems: Record<string, string> = {};
  const weekly: Availability['weekly'] = {};
  const stored = fields.weekly_hours;
  const byDay = stored !== null && typeof stored === 'object' && !Array.isArray(stored) ? stored : {};
  for (const [day, hours] of Object.entries(byDay)) {
    const weekday = WEEKDAYS.find((name) => name === day.toLowerCase());
    if (!weekday || !Array.isArray(hours) || hours.some((span) => typeof span !== 'string')) {
      problems.weekly_hours = AVAILABILITY_MESSAGES.weeklyShape;
      continue;
    }
    const spans = hours.map(String);
    const problem = hoursProblem(spans);
    if (problem) {
      problems.weekly_hours ??= `${WEEKDAY_NAMES[weekday]}: ${problem}`;
      continue;
    }
    weekly[weekday] = spans;
  }
  const daysOff = texts(fields.days_off).map(String);
  const daysOffWrong = daysOffProblem(fields.days_off);
  if (daysOffWrong) problems.days_off = daysOffWrong;
  const extra = texts(fields.extra_times).map(String);
  const extraWrong = extraTimesProblem(fields.extra_times);
  if (extraWrong) problems.extra_times = extraWrong;
  const numbers = {} as Pick<Availability, keyof typeof AVAILABILITY_LIMITS>;
  const numberFields = {
    callMinutes: 'call_minutes',
    noticeHours: 'notice_hours',
    horizonDays: 'horizon_days',
  };
  for (const [name, field] of Object.entries(numberFields) as [keyof typeof AVAILABILITY_LIMITS, string][]) {
    const { min, max } = AVAILABILITY_LIMITS[name];
    const value = wholeNumber(fields[field]);
    if (value === null || value < min || value > max) {
      problems[field] = AVAILABILITY_MESSAGES.number(min, max);
      numbers[name] = DEFAULT_AVAILABILITY[name];
    } else numbers[name] = value;
  }
  if (!problems.notice_hours && !problems.horizon_days && numbers.noticeHours >= numbers.horizonDays * 24) {
    problems.notice_hours = AVAILABILITY_MESSAGES.noticeBeyondHorizon;
  }
  return {
    availability: {
      weekly,
      daysOff: daysOff.filter(isLondonDate),
      extra: extra.filter((time) => readExtraTime(time)),
      ...numbers,
    },
    problems,
  };
}

/** The hours offered on a London date: its weekday's, unless it is a day off, and its extra times. */
function spansOn(
  availability: Availability,
  date: string,
  weekday: number,
): Array<{ from: number; to: number }> {
  const weekly = availability.daysOff.includes(date)
    ? []
    : (availability.weekly[WEEKDAYS[weekday - 1] as Weekday] ?? []).flatMap((text) => readHours(text) ?? []);
  const extra = availability.extra.flatMap((text) => {
    const time = readExtraTime(text);
    return time && time.date === date ? [{ from: time.from, to: time.to }] : [];
  });
  return weekly.concat(extra);
}

/**
 * Every slot a visitor may book at `now`: calls of the set length laid end
 * to end through each span of offered hours (real minutes, so a span across
 * a clock change holds the calls that truly fit), starting no sooner than
 * the notice and no later than the horizon, leaving out the starts in
 * `taken`; earliest first.
 */
export function freeSlots(availability: Availability, now: number, taken: ReadonlySet<number>): Slot[] {
  const length = availability.callMinutes * 60_000;
  const earliest = now + availability.noticeHours * 3_600_000;
  const latest = now + availability.horizonDays * 86_400_000;
  const starts = new Set<number>();
  const today = londonParts(now);
  for (let day = 0; day <= availability.horizonDays; day += 1) {
    const date = addDays(today.date, day);
    const weekday = ((today.weekday - 1 + day) % 7) + 1;
    for (const { from, to } of spansOn(availability, date, weekday)) {
      const span = londonSpan(date, from, to);
      for (let start = span.start; start + length <= span.end; start += length) {
        if (start >= earliest && start <= latest && !taken.has(start)) starts.add(start);
      }
    }
  }
  return [...starts].sort((a, b) => a - b).map((start) => ({ start, end: start + length }));
}

/** The free slots grouped by London date, in order. */
export function slotsByDay(slots: readonly Slot[]): Array<{ date: string; slots: Slot[] }> {
  const days: Array<{ date: string; slots: Slot[] }> = [];
  for (const slot of slots) {
    const { date } = londonParts(slot.start);
    const last = days[days.length - 1];
    if (last && last.date === date) last.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}

/** The `count` free slots nearest to `instant`, earliest first. */
export function nearestSlots(slots: readonly Slot[], instant: number, count: number): Slot[] {
  return [...slots]
    .sort((a, b) => Math.abs(a.start - instant) - Math.abs(b.start - instant) || a.start - b.start)
    .slice(0, count)
    .sort((a, b) => a.start - b.start);
}
