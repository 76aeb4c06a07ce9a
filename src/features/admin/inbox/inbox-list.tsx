import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { loadPocketBase } from '@/lib/pocketbase/sdk';
import { fetchAllMatching } from '../enquiry-api';
import { ListSearch } from '../list-search';
import { downloadInboxCsv } from './inbox-csv';
import { InboxFiltersBar } from './inbox-filters';
import { inboxLocationFrom, inboxParamsFor, MAX_SEARCH_LENGTH, type InboxFilters } from './inbox-query';
import { InboxRow } from './inbox-row';
import * as list from '../admin-list.css';
import { ListPager } from '../list-pager';
import * as styles from './inbox.css';
import { inboxQueryFor, useInboxPage } from './use-inbox-page';

function countText(total: number, search: string): string {
  const noun = total === 1 ? 'enquiry' : 'enquiries';
  return search ? `${total} ${noun} matching “${search}”` : `${total} ${noun}`;
}

/**
 * The enquiries, newest first, a page at a time: the inbox by default,
 * filtered by state, service, topic and days, and searched. Each is a line
 * that opens into the whole enquiry. What is shown can be saved as CSV.
 */
export function InboxList() {
  const [params, setParams] = useSearchParams();
  const location = inboxLocationFrom(params);
  const { state, reload, refresh, replace } = useInboxPage(location);
  const [exporting, setExporting] = useState(false);

  // A new search replaces the history entry; a filter and each page are one of their own,
  // so Back returns to them. From one enquiry alone (a mail's link), any of them goes back to the list.
  const go = (change: Partial<typeof location>, replaceEntry: boolean) => {
    const { enquiry: _alone, ...list } = location;
    setParams(inboxParamsFor({ ...list, ...change }), { replace: replaceEntry });
  };

  async function exportCsv() {
    setExporting(true);
    try {
      const pb = await loadPocketBase();
      downloadInboxCsv(await fetchAllMatching(pb, inboxQueryFor(location)));
    } catch {
      toast({
        title: 'Something went wrong',
        description: 'Please try again later.',
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className={styles.inbox}>
      <ListSearch
        label="Search enquiries"
        placeholder="Name, email, message or note"
        query={location.search}
        maxLength={MAX_SEARCH_LENGTH}
        onSearch={(search) => go({ search, page: 1 }, true)}
      />
      {!location.enquiry && (
        <InboxFiltersBar
          filters={location}
          onChange={(filters: InboxFilters) => go({ ...filters, page: 1 }, false)}
        />
      )}
      <div className={list.toolbar}>
        <p className={list.status} role="status">
          {state.status === 'loading' && 'Loading enquiries...'}
          {state.status === 'failed' && 'The enquiries could not be loaded.'}
          {state.status === 'ready' && countText(state.result.totalItems, location.search)}
        </p>
        {state.status === 'ready' && state.result.totalItems > 0 && (
          <Button variant="outline" size="sm" isDisabled={exporting} onPress={() => void exportCsv()}>
            Download CSV
          </Button>
        )}
      </div>
      {location.enquiry && (
        <Button variant="outline" size="sm" onPress={() => go({ page: 1 }, false)}>
          Show all enquiries
        </Button>
      )}
      {state.status === 'failed' && (
        <Button variant="outline" size="sm" onPress={reload}>
          Try Again
        </Button>
      )}
      {state.status === 'ready' && (
        <>
          <ol className={styles.list}>
            {state.result.items.map((enquiry) => (
              <li key={enquiry.id}>
                <InboxRow
                  enquiry={enquiry}
                  startOpen={enquiry.id === location.enquiry}
                  onChange={replace}
                  onMoved={refresh}
                />
              </li>
            ))}
          </ol>
          <ListPager
            label="Enquiry pages"
            page={state.result.page}
            totalPages={state.result.totalPages}
            onPage={(page) => go({ page }, false)}
          />
        </>
      )}
    </div>
  );
}
