import * as styles from './check-list.css';

export interface CheckListProps {
  items: readonly string[];
  columns?: 1 | 2;
}

/** A plain list of short points, each on its own ruled line with an accent mark. */
export function CheckList({ items, columns = 1 }: CheckListProps) {
  return (
    <ul className={styles.list({ columns })}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          {item}
        </li>
      ))}
    </ul>
  );
}
