// en-GB with the UTC zone, so the prerender in Node and the browser print the same day.
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The home blog teaser's small cards show the day and short month, e.g. '22 Jan'. */
export function formatDayMonth(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-30 over into March; such a date is shown as written instead.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return isoDate;
  return dayMonth.format(date);
}
