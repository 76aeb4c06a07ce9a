import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FilterValue } from './dashboard-filters';
import { formatNumber } from './format';
import type { FilterName } from '@/definitions/analytics-periods';
import type { Ranked } from '@/definitions/analytics-summary';
import * as styles from './dashboard.css';

/** Rows a list shows until the admin asks for all of it. */
const SHOWN_FIRST = 10;

interface RankedTableProps {
  caption: string;
  itemHeading: string;
  countHeading: string;
  rows: Ranked[];
  /** What an empty key means in this list (e.g. no referrer). */
  emptyKey?: string;
  /** What a list with no rows says. */
  none?: string;
  /** What a click on a row filters the dashboard by; the list does not filter without it. */
  filter?: FilterName;
}

/**
 * A ranked list as a table: what, and how many, most first (equal counts in
 * the order of their names, so the same figures always list alike). It shows
 * the top 10 and the rest on request.
 */
export function RankedTable({
  caption,
  itemHeading,
  countHeading,
  rows,
  emptyKey = '(none)',
  none = 'Nothing in this period.',
  filter,
}: RankedTableProps) {
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, SHOWN_FIRST);
  return (
    <div className={styles.ranked}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{itemHeading}</th>
            <th scope="col" className={styles.numeric}>
              {countHeading}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={2} className={styles.muted}>
                {none}
              </td>
            </tr>
          ) : (
            shown.map((row) => (
              <tr key={row.key}>
                <td className={styles.item}>
                  {filter ? (
                    <FilterValue name={filter} value={row.key} shown={row.key || emptyKey} />
                  ) : (
                    row.key || emptyKey
                  )}
                </td>
                <td className={styles.numeric}>{formatNumber(row.count)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      {rows.length > SHOWN_FIRST && (
        <Button variant="link" size="sm" className={styles.showAll} onPress={() => setAll((value) => !value)}>
          {all ? `Show the top ${SHOWN_FIRST}` : `Show all ${rows.length} ${caption.toLowerCase()}`}
        </Button>
      )}
    </div>
  );
}
