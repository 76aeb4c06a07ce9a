export interface TimeRemaining {
  days: number;
  hours: number;
  minutes: number;
}

const MINUTE = 60_000;
const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/**
 * Whole days, hours and minutes of real time left until an offer's configured
 * end; never negative. Real time, so a clock change shortens or lengthens the
 * wall-clock span as it does for the visitor.
 */
export function timeRemaining(now: Date, end: Date): TimeRemaining {
  const totalMinutes = Math.max(0, Math.floor((end.getTime() - now.getTime()) / MINUTE));
  return {
    days: Math.floor(totalMinutes / MINUTES_PER_DAY),
    hours: Math.floor((totalMinutes % MINUTES_PER_DAY) / MINUTES_PER_HOUR),
    minutes: totalMinutes % MINUTES_PER_HOUR,
  };
}

/** Shown as days, hours, minutes, e.g. '2d 5h 17m'. */
export function formatRemaining({ days, hours, minutes }: TimeRemaining): string {
  return `${days}d ${hours}h ${minutes}m`;
}
