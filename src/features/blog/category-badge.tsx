import * as styles from './category-badge.css';

export function CategoryBadge({ category }: { category: string }) {
  return <span className={styles.badge}>{category}</span>;
}
