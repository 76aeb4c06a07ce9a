import { Section } from '@/components/section';
import { agency } from '@/content/agency';
import * as styles from './testimonials-section.css';

/** The footer's Testimonials button scrolls here, so the anchor id is fixed. */
export function TestimonialsSection() {
  return (
    <Section id="testimonials" headingId="testimonials-title" eyebrow="Testimonials" title="What clients say">
      {agency.testimonials.length === 0 ? (
        // The Business Examples are other companies' public work, not ours: nothing here points to them as if it were.
        <p>Client stories are on their way, as our clients agree to be named.</p>
      ) : (
        <ul className={styles.grid}>
          {agency.testimonials.map((item) => (
            <li key={item.name}>
              <figure className={styles.figure}>
                <blockquote className={styles.quote}>
                  <p className={styles.quoteText}>{item.quote}</p>
                </blockquote>
                <figcaption className={styles.caption}>
                  <span className={styles.name}>{item.name}</span>
                  <span className={styles.business}>
                    {item.business}, {item.town}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
