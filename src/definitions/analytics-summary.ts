import type { DashboardFilters, DashboardPeriod } from './analytics-periods';

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

/** The figures `GET /api/analytics/summary` answers: pb_hooks/lib/analytics-summary.js is checked against this type. */
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
