import { Link } from 'wouter';
import { Section } from '@/components/section';
import { agency } from '@/content/agency';
import { paths } from '@/lib/paths';
import * as styles from './testimonials-section.css';

/** The footer's Testimonials button scrolls here, so the anchor id is fixed (spec §2). */
export function TestimonialsSection() {
  return (
    <Section id="testimonials" headingId="testimonials-title" eyebrow="Testimonials" title="What clients say">
      {agency.testimonials.length === 0 ? (
        <p>
          Client stories are on their way. Until then, our{' '}
          <Link href={paths.businessExamples.href()}>case studies</Link> show the work in detail.
        </p>
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
