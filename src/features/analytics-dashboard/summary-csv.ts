import { csvText, saveCsv, ukDate } from '@/lib/csv';
import { formatBucket, periodLabel } from './format';
import { DIRECT_SOURCE } from '@/definitions/analytics';
import type { AnalyticsSummary, Ranked } from '@/definitions/analytics-summary';

function rows(section: string, list: Ranked[]): string[][] {
  return list.map((item) => [section, item.key || DIRECT_SOURCE, String(item.count)]);
}

/** Everything the dashboard shows for a period, as CSV: one "section, item, value" row per figure. */
export function summaryCsv(summary: AnalyticsSummary): string {
  const { cards } = summary;
  const table: string[][] = [
    ['Section', 'Item', 'Value'],
    ['Period', periodLabel(summary.period), `${summary.from} to ${summary.to}`],
    ...Object.entries(summary.filters).map(([name, value]) => ['Filter', name, value ?? '']),
    ['Cards', 'Page Views', String(cards.pageViews.value)],
    ['Cards', 'Unique Visitors', String(cards.visitors.value)],
    ['Cards', 'Total Events', String(cards.events.value)],
    ['Cards', 'Conversion Rate (%)', String(cards.conversionRate.value)],
    ['Overview', 'Bounce rate (%)', String(summary.bounceRate)],
    ['Overview', 'Average time on page (s)', String(summary.averageTimeOnPage ?? '')],
    ['Devices', 'Mobile', String(summary.devices.mobile)],
    ['Devices', 'Desktop', String(summary.devices.desktop)],
    ['Devices', 'Tablet', String(summary.devices.tablet)],
    ...summary.series.flatMap((slot) => [
      ['Page views', formatBucket(slot.start, summary.bucket), String(slot.pageViews)],
      ['Visitors', formatBucket(slot.start, summary.bucket), String(slot.visitors)],
    ]),
    ...rows('Top pages', summary.topPages),
    ...rows('Broken links', summary.brokenLinks),
    ...rows('Entry pages', summary.entryPages),
    ...rows('Exit pages', summary.exitPages),
    ...rows('Referrers', summary.referrers),
    ...rows('UTM sources', summary.utmSources),
    ...rows('UTM mediums', summary.utmMediums),
    ...rows('UTM campaigns', summary.utmCampaigns),
    ...rows('Browsers', summary.browsers),
    ...rows('Operating systems', summary.operatingSystems),
    ['Conversions', 'Newsletter Signups', String(summary.goals.newsletterSignups)],
    ['Conversions', 'Contact Forms', String(summary.goals.contactForms)],
    ['Conversions', 'File Downloads', String(summary.goals.fileDownloads)],
  ];
  return csvText(table);
}

/**
 * The file's name: the period and the UK date it was saved on (not the
 * period's end, which is the next day's midnight in UTC).
 */
export function csvFileName(summary: Pick<AnalyticsSummary, 'period'>, savedAt = new Date()): string {
  return `analytics-${summary.period.replace('..', '-to-')}-${ukDate(savedAt)}.csv`;
}

/** Saves the CSV as a file through the browser's download. */
export function downloadCsv(summary: AnalyticsSummary): void {
  saveCsv(summaryCsv(summary), csvFileName(summary));
}
