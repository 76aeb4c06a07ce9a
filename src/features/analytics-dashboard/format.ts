import type { EventType } from '@/definitions/analytics';
import { PERIODS, customDays, type DashboardPeriod, type Period } from '@/definitions/analytics-periods';

/** Time is shown as minutes and seconds. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '–';
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return minutes > 0 ? `${minutes}m ${String(rest).padStart(2, '0')}s` : `${rest}s`;
}

/** A card's change against the previous period: percent, or percentage points for a rate. */
export function formatChange(change: number | null, unit: 'percent' | 'points'): string {
  if (change === null) return 'No data for the previous period';
  const sign = change > 0 ? '+' : change < 0 ? '−' : '±';
  const size = Math.abs(change);
  return unit === 'points' ? `${sign}${size} pts` : `${sign}${size}%`;
}

const DAY_LABEL = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** What a period is called: "Last 7 days", or "1 Nov 2026 to 30 Nov 2026" for a custom one. */
export function periodLabel(period: DashboardPeriod): string {
  const days = customDays(period);
  if (!days) return PERIODS[period as Period].label;
  const day = (date: string) => DAY_LABEL.format(new Date(`${date}T00:00:00Z`));
  return days.from === days.to ? day(days.from) : `${day(days.from)} to ${day(days.to)}`;
}

/** What the cards compare with: "the previous 7 days", "the previous 30 days" for a custom 30. */
export function previousLabel(period: DashboardPeriod): string {
  const days = customDays(period);
  if (!days) return `the previous ${PERIODS[period as Period].label.replace('Last ', '')}`;
  const length = (Date.parse(days.to) - Date.parse(days.from)) / 86_400_000 + 1;
  return length === 1 ? 'the day before' : `the previous ${length} days`;
}

/** A chart bucket's label: the hour for 24h, the day otherwise (UTC, as the server counts). */
export function formatBucket(start: string, bucket: 'hour' | 'day'): string {
  const date = new Date(start);
  if (bucket === 'hour') return `${String(date.getUTCHours()).padStart(2, '0')}:00`;
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

export function formatNumber(value: number): string {
  return value.toLocaleString('en-GB');
}

/** Every stored event type as the owner reads it; a type added to the definitions must be named here. */
const EVENT_NAMES: Readonly<Record<EventType, string>> = {
  page_view: 'Page view',
  button_click: 'Button click',
  file_download: 'File download',
  search: 'Search',
  newsletter_signup: 'Newsletter sign-up',
  contact_form_submit: 'Form sent',
  lead_magnet_download: 'Guide download',
  time_on_page: 'Time on page',
  scroll_depth: 'Scrolled',
  page_exit: 'Left the page',
  error: 'Error',
  blog_filter: 'Journal filtered',
  pricing_cta_click: 'Pricing button',
  performance: 'Page speed',
  assistant_open: 'Assistant opened',
};

/** An event's name as the owner reads it ("Form sent"), not as it is stored ("contact_form_submit"). */
export function eventName(type: string): string {
  const known = (EVENT_NAMES as Readonly<Record<string, string>>)[type];
  if (known) return known;
  const words = type.replace(/_/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Event';
}
