import { trustFigures } from '@/content/pricing';
import * as styles from './trust-figures.css';

/** Spec §9: the four trust figures, as stated. */
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
