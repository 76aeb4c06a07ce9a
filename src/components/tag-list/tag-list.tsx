import * as styles from './tag-list.css';

export interface TagListProps {
  items: readonly string[];
  /** The id of the heading that names the list. */
  labelledBy?: string;
}

/** Short labels (places, industries, skills) set as one quiet line of words. */
export function TagList({ items, labelledBy }: TagListProps) {
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item} className={styles.tag}>
          {item}
        </li>
      ))}
    </ul>
  );
}
