import * as styles from './numbered-list.css';

export interface NumberedItem {
  title: string;
  text: string;
}

export interface NumberedListProps {
  items: readonly NumberedItem[];
  columns?: 2 | 3;
  /** The items' heading level inside the page outline. */
  level?: 3 | 4;
}

/** Ordered steps or principles, each with a two-digit numeral, a short title and a sentence or two. */
export function NumberedList({ items, columns = 3, level = 3 }: NumberedListProps) {
  const Heading = `h${level}` as const;
  return (
    <ol className={styles.list({ columns })}>
      {items.map((item, index) => (
        <li key={item.title} className={styles.item}>
          {/* The list already numbers its items for assistive technology. */}
          <span className={styles.number} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <Heading className={styles.title}>{item.title}</Heading>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </ol>
  );
}
