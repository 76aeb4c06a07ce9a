import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { FilterValue } from './dashboard-filters';
import { eventName, formatDuration, formatNumber } from './format';
import { RankedTable } from './ranked-table';
import { DIRECT_SOURCE } from '@/definitions/analytics';
import type { AnalyticsSummary } from '@/definitions/analytics-summary';
import * as styles from './dashboard.css';

/** The recent events list shows 20. */
const RECENT_SHOWN = 20;

function Figure({ label, value, device }: { label: string; value: string; device?: string }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.cardLabel}>
        {device ? <FilterValue name="device" value={device} shown={label} /> : label}
      </dt>
      <dd className={styles.figureValue}>{value}</dd>
    </div>
  );
}

function Overview({ summary }: { summary: AnalyticsSummary }) {
  const { devices } = summary;
  return (
    <div className={styles.panelStack}>
      <dl className={styles.figures}>
        <Figure label="Mobile" device="mobile" value={formatNumber(devices.mobile)} />
        <Figure label="Desktop" device="desktop" value={formatNumber(devices.desktop)} />
        <Figure label="Tablet" device="tablet" value={formatNumber(devices.tablet)} />
        <Figure label="Avg. time on page" value={formatDuration(summary.averageTimeOnPage)} />
        <Figure label="Bounce rate" value={`${summary.bounceRate}%`} />
      </dl>
      <div className={styles.tables}>
        <RankedTable
          caption="Entry pages"
          filter="entry"
          itemHeading="Page"
          countHeading="Visits"
          rows={summary.entryPages}
        />
        <RankedTable
          caption="Exit pages"
          filter="exit"
          itemHeading="Page"
          countHeading="Visits"
          rows={summary.exitPages}
        />
        <RankedTable
          caption="Referrers"
          filter="source"
          itemHeading="Source"
          countHeading="Visits"
          rows={summary.referrers}
          emptyKey={DIRECT_SOURCE}
        />
        <RankedTable
          caption="UTM sources"
          filter="utm_source"
          itemHeading="utm_source"
          countHeading="Visits"
          rows={summary.utmSources}
        />
        <RankedTable
          caption="UTM mediums"
          filter="utm_medium"
          itemHeading="utm_medium"
          countHeading="Visits"
          rows={summary.utmMediums}
        />
        <RankedTable
          caption="UTM campaigns"
          filter="utm_campaign"
          itemHeading="utm_campaign"
          countHeading="Visits"
          rows={summary.utmCampaigns}
        />
        <RankedTable
          caption="Browsers"
          filter="browser"
          itemHeading="Browser"
          countHeading="Visits"
          rows={summary.browsers}
        />
        <RankedTable
          caption="Operating systems"
          filter="os"
          itemHeading="System"
          countHeading="Visits"
          rows={summary.operatingSystems}
        />
      </div>
    </div>
  );
}

function RecentEvents({ summary }: { summary: AnalyticsSummary }) {
  const events = summary.recentEvents.slice(0, RECENT_SHOWN);
  if (events.length === 0) return <p className={styles.muted}>No events in this period.</p>;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>The latest {events.length} events</caption>
      <thead>
        <tr>
          <th scope="col">Event</th>
          <th scope="col">Page</th>
          <th scope="col">Device</th>
          <th scope="col">When</th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={event.id}>
            <td>{eventName(event.type)}</td>
            <td className={styles.item}>{event.path}</td>
            <td>{event.device}</td>
            <td>
              {new Date(event.occurred.replace(' ', 'T')).toLocaleString('en-GB', {
                dateStyle: 'short',
                timeStyle: 'short',
              })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Conversions({ summary }: { summary: AnalyticsSummary }) {
  const { goals } = summary;
  return (
    <dl className={styles.figures}>
      <Figure label="Newsletter Signups" value={formatNumber(goals.newsletterSignups)} />
      <Figure label="Contact Forms" value={formatNumber(goals.contactForms)} />
      <Figure label="File Downloads" value={formatNumber(goals.fileDownloads)} />
    </dl>
  );
}

/** The tabs Overview, Top Pages, Recent Events and Conversions. */
export function DashboardTabs({ summary }: { summary: AnalyticsSummary }) {
  return (
    <Tabs>
      <TabList aria-label="Analytics">
        <Tab id="overview">Overview</Tab>
        <Tab id="pages">Top Pages</Tab>
        <Tab id="events">Recent Events</Tab>
        <Tab id="conversions">Conversions</Tab>
      </TabList>
      <TabPanel id="overview">
        <Overview summary={summary} />
      </TabPanel>
      <TabPanel id="pages">
        <div className={styles.panelStack}>
          <RankedTable
            caption="Top pages"
            filter="page"
            itemHeading="Page"
            countHeading="Page views"
            rows={summary.topPages}
          />
          <RankedTable
            caption="Broken links"
            itemHeading="Address with no page"
            countHeading="Page views"
            rows={summary.brokenLinks}
            none="No visitor met a missing page in this period."
          />
        </div>
      </TabPanel>
      <TabPanel id="events">
        <RecentEvents summary={summary} />
      </TabPanel>
      <TabPanel id="conversions">
        <Conversions summary={summary} />
      </TabPanel>
    </Tabs>
  );
}
