import { useEffect, useState } from 'react';
import { authToken } from '@/lib/session/session-store';
import { type DashboardFilters, type DashboardPeriod } from '@/definitions/analytics-periods';
import { type AnalyticsSummary } from '@/definitions/analytics-summary';
import { fetchSummary } from './summary';

export type SummaryState =
  | { status: 'loading' }
  | { status: 'ready'; summary: AnalyticsSummary }
  | { status: 'error'; message: string };

type Settled = Exclude<SummaryState, { status: 'loading' }> & { key: string };

/**
 * The dashboard loads on open and on every period or filter change, showing
 * a loading state, then the figures. `attempt` changes to load again.
 */
export function useAnalyticsSummary(
  period: DashboardPeriod,
  filters: DashboardFilters,
  attempt: number,
): SummaryState {
  const asked = JSON.stringify(filters);
  const key = `${period}:${asked}:${attempt}`;
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      try {
        const token = await authToken();
        if (!token) throw new Error('Please sign in to view analytics.');
        const summary = await fetchSummary(
          period,
          JSON.parse(asked) as DashboardFilters,
          token,
          controller.signal,
        );
        setSettled({ key, status: 'ready', summary });
      } catch (error) {
        if (controller.signal.aborted) return;
        // Fetch errors are logged; the dashboard stops loading.
        console.error('Analytics could not be loaded', error);
        setSettled({ key, status: 'error', message: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => controller.abort();
  }, [key, period, asked]);

  if (!settled || settled.key !== key) return { status: 'loading' };
  return settled;
}
