import { formatNumber } from './format';
import type { Ranked } from './summary';
import * as styles from './dashboard.css';

interface RankedTableProps {
  caption: string;
  itemHeading: string;
  countHeading: string;
  rows: Ranked[];
  /** What an empty key means in this list (e.g. no referrer). */
  emptyKey?: string;
}

/** A top-10 list as a table: what, and how many. */
export function RankedTable({
  caption,
  itemHeading,
  countHeading,
  rows,
  emptyKey = '(none)',
}: RankedTableProps) {
  return (
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
              Nothing in this period.
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.key}>
              <td className={styles.item}>{row.key || emptyKey}</td>
              <td className={styles.numeric}>{formatNumber(row.count)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
