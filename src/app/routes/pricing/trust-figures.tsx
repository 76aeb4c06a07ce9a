import { agency } from '@/content/agency';
import * as styles from './trust-figures.css';

/** The trust figures the agency has backed with a source, shown as written. */
export function TrustFigures() {
  return (
    <section aria-label="Clear North in figures">
      <ul className={styles.figures}>
        {agency.trustFigures.map((figure) => (
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
