/** The dashboard's periods; the default is 7d. */
export const PERIODS = ['24h', '7d', '30d', '90d'] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = '7d';

export function isPeriod(value: unknown): value is Period {
  return (PERIODS as readonly unknown[]).includes(value);
}

/** A custom period: UTC days "FROM..TO", both included, as the server reads it. */
export type CustomPeriod = `${string}..${string}`;
export type DashboardPeriod = Period | CustomPeriod;

const CUSTOM = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/;

/** The first and last day of a custom period, or null for a preset or anything else. */
export function customDays(period: string): { from: string; to: string } | null {
  const match = CUSTOM.exec(period);
  return match ? { from: match[1] ?? '', to: match[2] ?? '' } : null;
}

export function customPeriod(from: string, to: string): CustomPeriod {
  return `${from}..${to}`;
}

/** A period from the address: a preset, or a custom range of days (the server checks its days). */
export function isDashboardPeriod(value: unknown): value is DashboardPeriod {
  return isPeriod(value) || (typeof value === 'string' && customDays(value) !== null);
}

/** What the dashboard filters visits by; the server reads the same names (pb_hooks/lib/analytics-filtered.js). */
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
export type DashboardFilters = Partial<Record<FilterName, string>>;

/** The filters in an address's query; an empty source is a direct visit, other empty values are none. */
export function filtersFrom(params: URLSearchParams): DashboardFilters {
  const filters: DashboardFilters = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name);
    if (value !== null && (value !== '' || name === 'source')) filters[name] = value;
  }
  return filters;
}

/** The query for a period and filters, as the dashboard's address and the API both read it. */
export function dashboardParams(period: DashboardPeriod, filters: DashboardFilters): URLSearchParams {
  const params = new URLSearchParams({ period });
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value !== undefined) params.set(name, value);
  }
  return params;
}

export interface StatCard {
  value: number;
  previous: number;
  /** Percent for counts, percentage points for the conversion rate; null with nothing to compare. */
  change: number | null;
}

/** One entry of a ranked list, up to 100 long, most first: what was counted (a path, a source…) and how often. */
export interface Ranked {
  key: string;
  count: number;
}

/** The figures `GET /api/analytics/summary` answers (pb_hooks/lib/analytics-summary.js). */
export interface AnalyticsSummary {
  period: DashboardPeriod;
  /** The visits the figures are of: none for the whole site. */
  filters: DashboardFilters;
  from: string;
  to: string;
  /** Where the period compared with starts: as long as this one, just before it. */
  previousFrom: string;
  bucket: 'hour' | 'day';
  cards: { pageViews: StatCard; visitors: StatCard; events: StatCard; conversionRate: StatCard };
  series: Array<{ start: string; pageViews: number; visitors: number }>;
  devices: { mobile: number; desktop: number; tablet: number };
  averageTimeOnPage: number | null;
  bounceRate: number;
  topPages: Ranked[];
  /** Views of pages the site does not have, by path: links to fix. */
  brokenLinks: Ranked[];
  entryPages: Ranked[];
  exitPages: Ranked[];
  referrers: Ranked[];
  utmSources: Ranked[];
  utmMediums: Ranked[];
  utmCampaigns: Ranked[];
  browsers: Ranked[];
  operatingSystems: Ranked[];
  goals: { newsletterSignups: number; contactForms: number; fileDownloads: number };
  /** As the visitor's device timed it (occurred) and as the server received it. */
  recentEvents: Array<{
    id: string;
    type: string;
    path: string;
    device: string;
    occurred: string;
    received: string;
  }>;
  realtimeVisitors: number;
}

export class AnalyticsRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'AnalyticsRequestError';
  }
}

async function requestJson<T>(
  path: string,
  token: string,
  signal?: AbortSignal,
  method: 'GET' | 'POST' = 'GET',
): Promise<T> {
  const response = await fetch(path, { method, headers: { Authorization: token }, signal });
  const body = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok)
    throw new AnalyticsRequestError(body.message ?? `HTTP ${response.status}`, response.status);
  return body;
}

export async function fetchSummary(
  period: DashboardPeriod,
  filters: DashboardFilters,
  token: string,
  signal?: AbortSignal,
): Promise<AnalyticsSummary> {
  // The events stored since the server's last pass are rolled up first, so the figures are never stale.
  await requestJson('/api/analytics/rollup', token, signal, 'POST');
  return requestJson<AnalyticsSummary>(
    `/api/analytics/summary?${dashboardParams(period, filters).toString()}`,
    token,
    signal,
  );
}

export async function fetchRealtimeVisitors(token: string): Promise<number> {
  const { visitors } = await requestJson<{ visitors: number }>('/api/analytics/realtime', token);
  return visitors;
}
