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
