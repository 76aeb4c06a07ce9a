export interface TimeRemaining {
  days: number;
  hours: number;
  minutes: number;
}

const MINUTE = 60_000;
const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;
const SUNDAY = 0;

/**
 * Spec §9, 'limited-time' badge: the offer ends at Sunday 23:59:59 local time
 * of the current week (Monday to Sunday). Built from the wall-clock date, so a
 * clock change during the week does not move it.
 */
export function endOfWeek(now: Date): Date {
  const daysToSunday = (7 + SUNDAY - now.getDay()) % 7;
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + daysToSunday, 23, 59, 59);
}

/** Whole days, hours and minutes of real time left until `end`; never negative. */
export function timeRemaining(now: Date, end: Date = endOfWeek(now)): TimeRemaining {
  const totalMinutes = Math.max(0, Math.floor((end.getTime() - now.getTime()) / MINUTE));
  return {
    days: Math.floor(totalMinutes / MINUTES_PER_DAY),
    hours: Math.floor((totalMinutes % MINUTES_PER_DAY) / MINUTES_PER_HOUR),
    minutes: totalMinutes % MINUTES_PER_HOUR,
  };
}

/** Spec §9: shown as days, hours, minutes, e.g. '2d 5h 17m'. */
export function formatRemaining({ days, hours, minutes }: TimeRemaining): string {
  return `${days}d ${hours}h ${minutes}m`;
}
