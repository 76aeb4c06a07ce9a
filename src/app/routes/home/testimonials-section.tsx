import { Section } from '@/components/section';
import { agency } from '@/content/agency';
import * as styles from './testimonials-section.css';

/**
 * The footer's Testimonials link scrolls here, so the anchor id is fixed. Without a
 * signed-off quote there is no section, and no link to it.
 */
export function TestimonialsSection() {
  if (agency.testimonials.length === 0) return null;
  return (
    <Section id="testimonials" headingId="testimonials-title" eyebrow="Testimonials" title="What clients say">
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
    </Section>
  );
}
