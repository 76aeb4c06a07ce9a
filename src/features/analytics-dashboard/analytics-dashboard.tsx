import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icon';
import { ToggleButtonGroup } from '@/components/ui/toggle-button-group';
import { DashboardTabs } from './dashboard-tabs';
import { CustomRange } from './custom-range';
import { ActiveFilters, FilterByProvider } from './dashboard-filters';
import { formatNumber, periodLabel } from './format';
import { StatCards } from './stat-cards';
import { downloadCsv } from './summary-csv';
import {
  customDays,
  PERIODS,
  type DashboardFilters,
  type DashboardPeriod,
  type Period,
} from '@/definitions/analytics-periods';
import { type AnalyticsSummary } from '@/definitions/analytics-summary';
import { TrafficChart } from './traffic-chart';
import { useAnalyticsSummary } from './use-analytics-summary';
import { useRealtimeVisitors } from './use-realtime-visitors';
import { WeeklyReportSwitch } from './weekly-report-switch';
import * as styles from './dashboard.css';

type Choice = Period | 'custom';
const PERIOD_OPTIONS: ReadonlyArray<{ id: Choice; label: string }> = [
  ...(Object.keys(PERIODS) as Period[]).map((id) => ({ id, label: id })),
  { id: 'custom', label: 'Custom' },
];

function LiveVisitors({ initial }: { initial: number }) {
  const visitors = useRealtimeVisitors(initial);
  return (
    <p className={styles.live} role="status">
      <span className={styles.liveDot} aria-hidden="true" />
      {formatNumber(visitors)} {visitors === 1 ? 'visitor' : 'visitors'} in the last 5 minutes
    </p>
  );
}

function Figures({ summary }: { summary: AnalyticsSummary }) {
  return (
    <>
      <StatCards summary={summary} />
      <TrafficChart summary={summary} />
      <DashboardTabs summary={summary} />
    </>
  );
}

interface DashboardProps {
  period: DashboardPeriod;
  onPeriodChange: (period: DashboardPeriod) => void;
  /** The visits shown: none for the whole site. */
  filters: DashboardFilters;
  onFiltersChange: (filters: DashboardFilters) => void;
}

/**
 * The admin analytics dashboard: figures computed by the server
 * over the whole period. The page shows it to the admin alone.
 */
export function AnalyticsDashboard({ period, onPeriodChange, filters, onFiltersChange }: DashboardProps) {
  const [attempt, setAttempt] = useState(0);
  const state = useAnalyticsSummary(period, filters, attempt);
  // Custom shows the two days to choose; the figures change once they are applied.
  const [choosingDays, setChoosingDays] = useState(false);
  const choice: Choice = customDays(period) || choosingDays ? 'custom' : (period as Period);
  return (
    <div className={styles.dashboard}>
      <div className={styles.toolbar}>
        <ToggleButtonGroup
          label="Period"
          options={PERIOD_OPTIONS}
          value={choice}
          onChange={(next) => {
            setChoosingDays(next === 'custom');
            if (next !== 'custom') onPeriodChange(next);
          }}
        />
        {state.status === 'ready' && <LiveVisitors initial={state.summary.realtimeVisitors} />}
        <Button
          variant="outline"
          size="sm"
          isDisabled={state.status !== 'ready'}
          onPress={() => state.status === 'ready' && downloadCsv(state.summary)}
        >
          <DownloadIcon size={16} />
          Export CSV
        </Button>
      </div>
      {choice === 'custom' && <CustomRange period={period} onApply={onPeriodChange} />}
      <p className={styles.periodLabel}>{periodLabel(period)}</p>
      <ActiveFilters filters={filters} onChange={onFiltersChange} />
      {state.status === 'loading' && (
        <p role="status" className={styles.muted}>
          Loading analytics...
        </p>
      )}
      {state.status === 'error' && (
        <div role="alert" className={styles.error}>
          <p>{state.message}</p>
          <Button variant="outline" size="sm" onPress={() => setAttempt((count) => count + 1)}>
            Try Again
          </Button>
        </div>
      )}
      {state.status === 'ready' && (
        <FilterByProvider onFilter={(name, value) => onFiltersChange({ ...filters, [name]: value })}>
          <Figures summary={state.summary} />
        </FilterByProvider>
      )}
      <WeeklyReportSwitch />
    </div>
  );
}
