// The owner's weekly report by e-mail (pb_hooks/weekly-report.pb.js): the
// week it covers, when it is due, its words, and the admin's switch for it.
// The agency's week is Monday to Sunday in UK time, whatever the clocks do.

import { londonOffsetMinutes } from './london-time';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The report goes out on Monday at this hour, UK time. */
export const REPORT_HOUR = 8;

/** How many pages and sources the report ranks. */
export const REPORT_TOP = 5;

/** How many of the enquiries still new the report lists (it counts them all). */
export const REPORT_NEW_LISTED = 10;

/** What the report calls its figures and lists. */
export const REPORT_LABELS = {
  visitors: 'Visitors',
  pageViews: 'Page views',
  enquiries: 'Enquiries',
  topPages: 'Top pages',
  topSources: 'Top sources',
  stillNew: 'Enquiries still new',
} as const;

/**
 * The admin's settings: one record of `admin_settings`, made by its
 * migration, which only an admin may read and change.
 */
export const ADMIN_SETTINGS = {
  collection: 'admin_settings',
  id: 'adminsettings01',
  /** Whether the weekly report is sent; on unless the admin turns it off. */
  weeklyReport: 'weekly_report',
} as const;

/** The collection recording each week whose report was queued, one record per week. */
export const WEEKLY_REPORTS_COLLECTION = 'weekly_reports';

/** The switch's label on the analytics dashboard. */
export const WEEKLY_REPORT_SWITCH = 'Email me a weekly report';

/** How far UK time is ahead of UTC at `utc` (ms): an hour in summer time, none in winter. */
function ukOffset(utc: number): number {
  return (londonOffsetMinutes(utc) * HOUR) / 60;
}

/**
 * The instant of a UK wall-clock time, given as ms of the same reading in
 * UTC. Only for times away from a clock change (they happen early on Sunday
 * mornings; the report reads Mondays).
 */
function fromUkTime(wallClock: number): number {
  return wallClock - ukOffset(wallClock - HOUR);
}

/** "2026-11-30" for a day counted from 1970. */
function dateOf(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

/** The ISO week a Monday (days since 1970) begins: "2026-W49". Its year is its Thursday's. */
function isoWeekOf(monday: number): string {
  const thursday = new Date((monday + 3) * DAY);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((monday + 3 - Date.UTC(year, 0, 1) / DAY) / 7) + 1;
  return `${year}-W${week < 10 ? '0' : ''}${week}`;
}

/** The week a report covers, and when it is due. Times are ms since 1970. */
export interface ReportWeek {
  /** The week's ISO name ("2026-W49"): one report per week. */
  key: string;
  /** Monday 00:00 UK time, when the week begins. */
  from: number;
  /** The next Monday 00:00 UK time, when it ends (167, 168 or 169 hours on). */
  to: number;
  /** Where the week before begins. */
  previousFrom: number;
  /** Monday 08:00 UK time after the week: the report is due from then. */
  dueAt: number;
  /** The week's Monday and Sunday, UK dates: "2026-11-30", "2026-12-06". */
  firstDay: string;
  lastDay: string;
}

/** The last whole week (Monday to Sunday, UK time) before `now`. */
export function reportWeekBefore(now: number): ReportWeek {
  const today = Math.floor((now + ukOffset(now)) / DAY);
  const thisMonday = today - ((new Date(today * DAY).getUTCDay() + 6) % 7);
  const monday = thisMonday - 7;
  const at = (day: number, hours = 0) => fromUkTime(day * DAY + hours * HOUR);
  return {
    key: isoWeekOf(monday),
    from: at(monday),
    to: at(thisMonday),
    previousFrom: at(monday - 7),
    dueAt: at(thisMonday, REPORT_HOUR),
    firstDay: dateOf(monday),
    lastDay: dateOf(monday + 6),
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "30 Nov to 6 Dec 2026" for the week's first and last day. */
export function weekSpan(week: Pick<ReportWeek, 'firstDay' | 'lastDay'>): string {
  const [firstYear, firstMonth, firstDate] = week.firstDay.split('-').map(Number);
  const [lastYear, lastMonth, lastDate] = week.lastDay.split('-').map(Number);
  const month = (number: number | undefined) => MONTHS[(number ?? 1) - 1];
  const first = `${firstDate} ${month(firstMonth)}${firstYear === lastYear ? '' : ` ${firstYear}`}`;
  return `${first} to ${lastDate} ${month(lastMonth)} ${lastYear}`;
}

/** A figure's change from the week before, in words: "up 50% from 8", "none the week before". */
export function changeInWords(figure: { value: number; previous: number; change: number | null }): string {
  if (figure.change === null) return figure.value === 0 ? 'none either week' : 'none the week before';
  if (figure.value === figure.previous) return `no change from ${figure.previous}`;
  const direction = figure.value > figure.previous ? 'up' : 'down';
  // A rounded change of 0% still says which way it went.
  if (figure.change === 0) return `${direction} less than 1% from ${figure.previous}`;
  return `${direction} ${Math.abs(figure.change)}% from ${figure.previous}`;
}
