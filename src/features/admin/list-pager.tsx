import { Button } from '@/components/ui/button';
import * as styles from './admin-list.css';

export interface ListPagerProps {
  /** The pager's name for assistive technology: "Enquiry pages". */
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous and Next through an admin list's pages, with where the admin is; nothing for one page. */
export function ListPager({ label, page, totalPages, onPage }: ListPagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button variant="outline" size="sm" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {totalPages}
      </span>
      <Button variant="outline" size="sm" isDisabled={page >= totalPages} onPress={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
