/** The dashboard's preset periods: 24h is counted by the hour, the others by the (UTC) day. */
export const PERIODS = {
  '24h': { buckets: 24, grain: 'hour', label: 'Last 24 hours' },
  '7d': { buckets: 7, grain: 'day', label: 'Last 7 days' },
  '30d': { buckets: 30, grain: 'day', label: 'Last 30 days' },
  '90d': { buckets: 90, grain: 'day', label: 'Last 90 days' },
} as const;

export type Period = keyof typeof PERIODS;

export const DEFAULT_PERIOD: Period = '7d';

/** The longest custom range, in days. */
export const MAX_CUSTOM_DAYS = 366;

/** A custom period: UTC days "FROM..TO", both included. */
export type CustomPeriod = `${string}..${string}`;

export type DashboardPeriod = Period | CustomPeriod;

const CUSTOM = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/;

export function isPeriod(value: unknown): value is Period {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(PERIODS, value);
}

/** The first and last day a custom period names, as written, or null for a preset or anything else. */
export function customDays(period: string): { from: string; to: string } | null {
  const match = CUSTOM.exec(period);
  return match ? { from: match[1] ?? '', to: match[2] ?? '' } : null;
}

export function customPeriod(from: string, to: string): CustomPeriod {
  return `${from}..${to}`;
}

/** What the dashboard filters visits by, as its address and the summary's query name them. */
export const FILTER_NAMES = [
  'page',
  'entry',
  'exit',
  'source',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'device',
  'browser',
  'os',
] as const;

export type FilterName = (typeof FILTER_NAMES)[number];

/** The visits a summary's figures are of, by filter: none for the whole site. */
export type DashboardFilters = Partial<Record<FilterName, string>>;
