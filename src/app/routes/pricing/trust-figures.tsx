import { trustFigures } from '@/content/pricing';
import * as styles from './trust-figures.css';

/** The four trust figures, shown as written. */
export function TrustFigures() {
  return (
    <section aria-label="Clear North in figures">
      <ul className={styles.figures}>
        {trustFigures.map((figure) => (
          <li key={figure.label} className={styles.figure}>
            <p className={styles.value}>{figure.value}</p>
            <p className={styles.label}>{figure.label}</p>
            <p className={styles.description}>{figure.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
