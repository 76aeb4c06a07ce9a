import { describe, expect, it } from 'vitest';
import type { AnalyticsSummary } from '@/definitions/analytics-summary';
import { csvFileName, summaryCsv } from './summary-csv';

const card = (value: number) => ({ value, previous: 0, change: null });
const summary: AnalyticsSummary = {
  period: '24h',
  filters: { device: 'mobile' },
  from: '2026-03-01T08:00:00.000Z',
  to: '2026-03-02T08:00:00.000Z',
  previousFrom: '2026-02-28T08:00:00.000Z',
  bucket: 'hour',
  cards: { pageViews: card(9), visitors: card(6), events: card(15), conversionRate: card(33) },
  series: [{ start: '2026-03-01T08:00:00.000Z', pageViews: 4, visitors: 2 }],
  devices: { mobile: 1, desktop: 4, tablet: 1 },
  averageTimeOnPage: 60,
  bounceRate: 33,
  topPages: [{ key: '/blog/a,"b"', count: 2 }],
  brokenLinks: [{ key: '/account', count: 3 }],
  entryPages: [],
  exitPages: [],
  referrers: [{ key: '', count: 4 }],
  utmSources: [],
  utmMediums: [{ key: 'email', count: 2 }],
  utmCampaigns: [{ key: '=HYPERLINK("x")', count: 1 }],
  browsers: [{ key: 'Firefox', count: 5 }],
  operatingSystems: [{ key: 'Android', count: 4 }],
  goals: { newsletterSignups: 1, contactForms: 2, fileDownloads: 3 },
  recentEvents: [],
  realtimeVisitors: 0,
};

describe('summaryCsv', () => {
  const lines = summaryCsv(summary).trimEnd().split('\r\n');

  it('has one row per figure shown', () => {
    expect(lines[0]).toBe('Section,Item,Value');
    expect(lines).toContain('Cards,Page Views,9');
    expect(lines).toContain('Overview,Bounce rate (%),33');
    expect(lines).toContain('Page views,08:00,4');
    expect(lines).toContain('Visitors,08:00,2');
    expect(lines).toContain('Referrers,Direct / none,4');
    expect(lines).toContain('Conversions,File Downloads,3');
    expect(lines).toContain('Broken links,/account,3');
    expect(lines).toContain('Filter,device,mobile');
    expect(lines).toContain('UTM mediums,email,2');
    expect(lines).toContain('Browsers,Firefox,5');
    expect(lines).toContain('Operating systems,Android,4');
  });

  it('quotes commas and quotes, and defuses formulas', () => {
    expect(lines).toContain('Top pages,"/blog/a,""b""",2');
    expect(lines).toContain(`UTM campaigns,"'=HYPERLINK(""x"")",1`);
  });
});

describe('csvFileName for a custom period', () => {
  it('names both days', () => {
    expect(csvFileName({ period: '2026-11-01..2026-11-30' }, new Date('2026-12-03T10:00:00Z'))).toBe(
      'analytics-2026-11-01-to-2026-11-30-2026-12-03.csv',
    );
  });
});

describe('csvFileName', () => {
  it.each([
    ['7d', '2026-12-01T23:30:00.000Z', 'analytics-7d-2026-12-01.csv'],
    // In British Summer Time, half past eleven UTC is already the next day in the UK.
    ['24h', '2026-06-30T23:30:00.000Z', 'analytics-24h-2026-07-01.csv'],
    ['30d', '2026-06-30T12:00:00.000Z', 'analytics-30d-2026-06-30.csv'],
  ])('%s saved at %s is %s', (period, savedAt, expected) => {
    expect(csvFileName({ period: period as '7d' }, new Date(savedAt))).toBe(expected);
  });
});
