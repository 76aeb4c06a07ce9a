import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import * as styles from './admin-list.css';
import { ListPager } from './list-pager';
import type { ListPageState } from './use-list-page';

interface Paged<Item> {
  items: Item[];
  page: number;
  totalPages: number;
}

export interface ListStatusProps<Page> {
  state: ListPageState<Page>;
  /** What the list holds, for its loading and failure lines: "enquiries". */
  things: string;
  /** The line once the page is there: how many it holds. */
  ready: (page: Page) => string;
}

/** The line that tells how an admin list's page is coming along, and then how many it holds. */
export function ListStatus<Page>({ state, things, ready }: ListStatusProps<Page>) {
  return (
    <p className={styles.status} role="status">
      {state.status === 'loading' && `Loading ${things}...`}
      {state.status === 'failed' && `The ${things} could not be loaded.`}
      {state.status === 'ready' && ready(state.result)}
    </p>
  );
}

export interface PagedListProps<Item extends { id: string }> {
  state: ListPageState<Paged<Item>>;
  onReload: () => void;
  /** The pager's name for assistive technology: "Enquiry pages". */
  pagerLabel: string;
  onPage: (page: number) => void;
  children: (item: Item) => ReactNode;
}

/** An admin list's page, one item a line, with its pager; a way to try again when it failed. */
export function PagedList<Item extends { id: string }>({
  state,
  onReload,
  pagerLabel,
  onPage,
  children,
}: PagedListProps<Item>) {
  if (state.status === 'failed') {
    return (
      <Button variant="outline" size="sm" onPress={onReload}>
        Try Again
      </Button>
    );
  }
  if (state.status !== 'ready') return null;
  return (
    <>
      <ol className={styles.lines}>
        {state.result.items.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ol>
      <ListPager
        label={pagerLabel}
        page={state.result.page}
        totalPages={state.result.totalPages}
        onPage={onPage}
      />
    </>
  );
}
