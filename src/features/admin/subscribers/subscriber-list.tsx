import { useSearchParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { loadPocketBase } from '@/lib/pocketbase/sdk';
import { formatReceived, isoTime } from '../enquiry-labels';
import { ListSearch } from '../list-search';
import { ListStatus, PagedList } from '../paged-list';
import { useDownload } from '../use-download';
import { useListPage } from '../use-list-page';
import { sourceLabel, statusLabel, type Subscriber } from './subscriber';
import { fetchConfirmed, fetchSubscriberPage } from './subscriber-api';
import {
  SUBSCRIBER_VIEWS,
  subscriberLocationFrom,
  subscriberParamsFor,
  type SubscriberLocation,
  type SubscriberView,
} from './subscriber-query';
import { downloadSubscribersCsv } from './subscribers-csv';
import * as list from '../admin-list.css';
import * as styles from './subscribers.css';

const VIEW_LABELS: Record<SubscriberView, string> = {
  all: 'All',
  subscribed: 'Confirmed',
  pending: 'Pending',
  unsubscribed: 'Unsubscribed',
};

function When({ label, time }: { label: string; time: string }) {
  return (
    <span>
      {label} <time dateTime={isoTime(time)}>{formatReceived(time)}</time>
    </span>
  );
}

function SubscriberRow({ subscriber }: { subscriber: Subscriber }) {
  return (
    <article className={styles.row} aria-label={subscriber.email} data-status={subscriber.status}>
      <span className={styles.email}>{subscriber.email}</span>
      <span className={list.statePill}>{statusLabel(subscriber.status)}</span>
      <span className={styles.name}>{subscriber.fullName || 'No name given'}</span>
      <span className={styles.source}>{sourceLabel(subscriber.source)}</span>
      <span className={styles.dates}>
        <When label="Signed up" time={subscriber.created} />
        {subscriber.confirmedAt && <When label="Confirmed" time={subscriber.confirmedAt} />}
        {subscriber.unsubscribedAt && <When label="Unsubscribed" time={subscriber.unsubscribedAt} />}
      </span>
    </article>
  );
}

/**
 * The newsletter's subscribers, newest first, 50 to a page: how many are
 * confirmed, pending and unsubscribed, a list by state and search, and the
 * confirmed ones (the mailing list) as CSV.
 */
export function SubscriberList() {
  const [params, setParams] = useSearchParams();
  const location = subscriberLocationFrom(params);
  const { state, reload } = useListPage(location, fetchSubscriberPage);
  const csv = useDownload(async () => downloadSubscribersCsv(await fetchConfirmed(await loadPocketBase())));

  const go = (change: Partial<SubscriberLocation>, replace: boolean) =>
    setParams(subscriberParamsFor({ ...location, ...change }), { replace });

  const counts = state.status === 'ready' ? state.result.counts : undefined;
  return (
    <div className={list.page}>
      <dl className={styles.counts} aria-label="Subscribers by state">
        {(['subscribed', 'pending', 'unsubscribed'] as const).map((status) => (
          <div key={status} className={styles.count}>
            <dt>{statusLabel(status)}</dt>
            <dd>{counts ? counts[status] : '…'}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.tools}>
        <ListSearch
          label="Search subscribers"
          placeholder="Email or name"
          query={location.search}
          onSearch={(search) => go({ search, page: 1 }, true)}
        />
        <label className={list.filter}>
          <span className={list.filterLabel}>State</span>
          <select
            className={list.control}
            value={location.view}
            onChange={(event) => go({ view: event.target.value as SubscriberView, page: 1 }, false)}
          >
            {SUBSCRIBER_VIEWS.map((view) => (
              <option key={view} value={view}>
                {VIEW_LABELS[view]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className={list.toolbar}>
        <ListStatus
          state={state}
          things="subscribers"
          ready={({ totalItems }) => `${totalItems} ${totalItems === 1 ? 'subscriber' : 'subscribers'}`}
        />
        <Button
          variant="outline"
          size="sm"
          isDisabled={csv.downloading || !counts?.subscribed}
          onPress={csv.start}
        >
          Download confirmed (CSV)
        </Button>
      </div>
      <PagedList
        state={state}
        onReload={reload}
        pagerLabel="Subscriber pages"
        onPage={(page) => go({ page }, false)}
      >
        {(subscriber) => <SubscriberRow subscriber={subscriber} />}
      </PagedList>
    </div>
  );
}
