import * as styles from './spinner.css';

/** A busy indicator announced as `label`; it holds still for those who prefer reduced motion. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.wrap} role="status" aria-label={label}>
      <span className={styles.spinner} aria-hidden="true" />
    </div>
  );
}
