import type { AboutQuote } from '@/content/about';
import { container } from '@/styles/utilities.css';
import * as styles from './quote-section.css';

/** A quotation about simplicity with its attribution. */
export function QuoteSection({ quote }: { quote: AboutQuote }) {
  return (
    <section aria-label="A quotation we work by" className={container}>
      <div className={styles.inner}>
        <figure className={styles.figure}>
          <blockquote className={styles.quote}>
            <p className={styles.text}>{quote.text}</p>
          </blockquote>
          <figcaption className={styles.caption}>{quote.attribution}</figcaption>
        </figure>
      </div>
    </section>
  );
}
