import { useSearchParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { loadPocketBase } from '@/lib/pocketbase/sdk';
import { ListSearch } from '../list-search';
import { ListStatus, PagedList } from '../paged-list';
import { useDownload } from '../use-download';
import { useListPage } from '../use-list-page';
import { useEffect, useState } from 'react';
import { statusLabel, type Subscriber } from './subscriber';
import { fetchAllInView, fetchSubscriberPage } from './subscriber-api';
import {
  SUBSCRIBER_VIEWS,
  subscriberLocationFrom,
  subscriberParamsFor,
  type SubscriberLocation,
  type SubscriberView,
} from './subscriber-query';
import { SubscriberRow } from './subscriber-row';
import { downloadSubscribersCsv } from './subscribers-csv';
import * as list from '../admin-list.css';
import * as styles from './subscribers.css';

const VIEW_LABELS: Record<SubscriberView, string> = {
  all: 'All',
  subscribed: 'Confirmed',
  pending: 'Pending',
  unsubscribed: 'Unsubscribed',
};

/**
 * The newsletter's subscribers, newest first, 50 to a page: how many are
 * confirmed, pending and unsubscribed, a list by state and search, what it
 * shows as CSV, and Erase on each.
 */
export function SubscriberList() {
  const [params, setParams] = useSearchParams();
  const location = subscriberLocationFrom(params);
  const [erasures, setErasures] = useState(0);
  const { state, reload, update } = useListPage(location, fetchSubscriberPage, String(erasures));
  const csv = useDownload(async () =>
    downloadSubscribersCsv(location.view, await fetchAllInView(await loadPocketBase(), location)),
  );

  const [focusNext, setFocusNext] = useState<HTMLElement | null>(null);
  const erased = (subscriber: Subscriber, next: HTMLElement | null) => {
    update((page) => ({ ...page, items: page.items.filter((item) => item.id !== subscriber.id) }));
    setFocusNext(next);
    // Fetched again for the counts, and for the next page's first subscriber to move up.
    setErasures((value) => value + 1);
  };
  // A frame after the erased row and its dialog have gone, so the dialog's own focus restoring
  // (to the Erase pressed, gone with them) has run first.
  useEffect(() => {
    if (!focusNext) return undefined;
    const frame = requestAnimationFrame(() => focusNext.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusNext]);

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
          isDisabled={csv.downloading || state.status !== 'ready' || state.result.totalItems === 0}
          onPress={csv.start}
        >
          {`Download ${VIEW_LABELS[location.view].toLowerCase()} (CSV)`}
        </Button>
      </div>
      <PagedList
        state={state}
        onReload={reload}
        pagerLabel="Subscriber pages"
        onPage={(page) => go({ page }, false)}
      >
        {(subscriber) => <SubscriberRow subscriber={subscriber} onErased={erased} />}
      </PagedList>
    </div>
  );
}
