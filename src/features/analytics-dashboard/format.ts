import type { Period } from './summary';

/** Spec §9: time is shown as minutes and seconds. */
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

export const PERIOD_LABELS: Record<Period, string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
};

/** A chart bucket's label: the hour for 24h, the day otherwise (UTC, as the server counts). */
export function formatBucket(start: string, bucket: 'hour' | 'day'): string {
  const date = new Date(start);
  if (bucket === 'hour') return `${String(date.getUTCHours()).padStart(2, '0')}:00`;
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

export function formatNumber(value: number): string {
  return value.toLocaleString('en-GB');
}

const EVENT_NAMES: Readonly<Record<string, string>> = {
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
  const known = EVENT_NAMES[type];
  if (known) return known;
  const words = type.replace(/_/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Event';
}
