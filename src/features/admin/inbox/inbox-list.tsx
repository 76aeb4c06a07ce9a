import { useSearchParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { loadPocketBase } from '@/lib/pocketbase/sdk';
import { fetchAllMatching } from '../enquiry-api';
import { ListSearch } from '../list-search';
import { PagedList, ListStatus } from '../paged-list';
import { useDownload } from '../use-download';
import { downloadInboxCsv } from './inbox-csv';
import { InboxFiltersBar } from './inbox-filters';
import { inboxLocationFrom, inboxParamsFor, type InboxFilters } from './inbox-query';
import { InboxRow } from './inbox-row';
import { offlineAsOf } from './kept-inbox';
import * as list from '../admin-list.css';
import { inboxQueryFor, useInboxPage } from './use-inbox-page';

function countText(total: number, search: string): string {
  const noun = total === 1 ? 'enquiry' : 'enquiries';
  return search ? `${total} ${noun} matching “${search}”` : `${total} ${noun}`;
}

/**
 * The enquiries, newest first, a page at a time: the inbox by default,
 * filtered by state, service, topic and days, and searched. Each is a line
 * that opens into the whole enquiry. What is shown can be saved as CSV.
 * Offline, the view last loaded here shows, dated, and changes made to it
 * wait in the outbox until the connection is back.
 */
export function InboxList() {
  const [params, setParams] = useSearchParams();
  const location = inboxLocationFrom(params);
  const { state, reload, refresh, replace } = useInboxPage(location);
  const csv = useDownload(async () =>
    downloadInboxCsv(await fetchAllMatching(await loadPocketBase(), inboxQueryFor(location))),
  );

  // A new search replaces the history entry; a filter and each page are one of their own,
  // so Back returns to them. From one enquiry alone (a mail's link), any of them goes back to the list.
  const go = (change: Partial<typeof location>, replaceEntry: boolean) => {
    const { enquiry: _alone, ...list } = location;
    setParams(inboxParamsFor({ ...list, ...change }), { replace: replaceEntry });
  };

  return (
    <div className={list.page}>
      <ListSearch
        label="Search enquiries"
        placeholder="Name, email, message or note"
        query={location.search}
        onSearch={(search) => go({ search, page: 1 }, true)}
      />
      {!location.enquiry && (
        <InboxFiltersBar
          filters={location}
          onChange={(filters: InboxFilters) => go({ ...filters, page: 1 }, false)}
        />
      )}
      <div className={list.toolbar}>
        <ListStatus
          state={state}
          things="enquiries"
          ready={({ totalItems }) => countText(totalItems, location.search)}
        />
        {state.status === 'ready' && state.result.offlineAsOf !== undefined && (
          <p className={list.status} role="status">
            {offlineAsOf(state.result.offlineAsOf)}
          </p>
        )}
        {state.status === 'ready' && state.result.totalItems > 0 && (
          <Button variant="outline" size="sm" isDisabled={csv.downloading} onPress={csv.start}>
            Download CSV
          </Button>
        )}
      </div>
      {location.enquiry && (
        <Button variant="outline" size="sm" onPress={() => go({ page: 1 }, false)}>
          Show all enquiries
        </Button>
      )}
      <PagedList
        state={state}
        onReload={reload}
        pagerLabel="Enquiry pages"
        onPage={(page) => go({ page }, false)}
      >
        {(enquiry) => (
          <InboxRow
            enquiry={enquiry}
            startOpen={enquiry.id === location.enquiry}
            onChange={replace}
            onMoved={refresh}
          />
        )}
      </PagedList>
    </div>
  );
}
