import { useSearchParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { InboxItem } from './inbox-item';
import { inboxLocationFrom, inboxParamsFor, MAX_SEARCH_LENGTH } from './inbox-query';
import { InboxSearch } from './inbox-search';
import * as styles from './inbox.css';
import { useInboxPage } from './use-inbox-page';

function countText(total: number, search: string): string {
  const noun = total === 1 ? 'enquiry' : 'enquiries';
  return search ? `${total} ${noun} matching “${search}”` : `${total} ${noun}`;
}

/** Every enquiry, newest first, a page at a time, searchable by name, e-mail or text. */
export function InboxList() {
  const [params, setParams] = useSearchParams();
  const location = inboxLocationFrom(params);
  const { state, reload, replace } = useInboxPage(location);

  // A new search replaces the history entry; each page is one of its own, so Back returns to it.
  // From one enquiry alone (a mail's link), any of them goes back to the list.
  const go = (change: Partial<typeof location>, replace: boolean) => {
    const { enquiry: _alone, ...list } = location;
    setParams(inboxParamsFor({ ...list, ...change }), { replace });
  };

  return (
    <div className={styles.inbox}>
      <InboxSearch
        query={location.search}
        maxLength={MAX_SEARCH_LENGTH}
        onSearch={(search) => go({ search, page: 1 }, true)}
      />
      <p className={styles.status} role="status">
        {state.status === 'loading' && 'Loading enquiries...'}
        {state.status === 'failed' && 'The enquiries could not be loaded.'}
        {state.status === 'ready' && countText(state.result.totalItems, location.search)}
      </p>
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
                <InboxItem enquiry={enquiry} onChange={replace} />
              </li>
            ))}
          </ol>
          {state.result.totalPages > 1 && (
            <nav className={styles.pager} aria-label="Enquiry pages">
              <Button
                variant="outline"
                size="sm"
                isDisabled={state.result.page <= 1}
                onPress={() => go({ page: state.result.page - 1 }, false)}
              >
                Previous
              </Button>
              <span>
                Page {state.result.page} of {state.result.totalPages}
              </span>
              <Button
                variant="outline"
                size="sm"
                isDisabled={state.result.page >= state.result.totalPages}
                onPress={() => go({ page: state.result.page + 1 }, false)}
              >
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
