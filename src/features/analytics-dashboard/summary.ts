import {
  FILTER_NAMES,
  customDays,
  isPeriod,
  type DashboardFilters,
  type DashboardPeriod,
} from '@/definitions/analytics-periods';
import type { AnalyticsSummary } from '@/definitions/analytics-summary';

/** A period from the address: a preset, or a custom range of days (the server checks its days). */
export function isDashboardPeriod(value: unknown): value is DashboardPeriod {
  return isPeriod(value) || (typeof value === 'string' && customDays(value) !== null);
}

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
