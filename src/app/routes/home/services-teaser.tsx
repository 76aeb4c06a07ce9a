import { Section } from '@/components/section';
import { ArrowRightIcon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { teaserServiceIds } from '@/content/home';
import { serviceCards } from '@/content/service-cards';
import { paths } from '@/lib/paths';
import * as styles from './services-teaser.css';

const teaserCards = teaserServiceIds.flatMap((id) => serviceCards.filter((card) => card.id === id));

/** Six services, the first and fourth wider, then 'View all services'. */
export function ServicesTeaser() {
  return (
    <Section
      headingId="services-teaser-title"
      eyebrow="Services"
      title="What we do"
      lead="Focused services for small and medium businesses across the North East. Most clients start with one."
    >
      <ul className={styles.grid}>
        {teaserCards.map((card, index) => (
          <li key={card.id} className={styles.card}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <ArrowRightIcon className={styles.arrow} />
            <h3 className={styles.title}>
              <Link href={paths.service.href(card.id)} className={styles.link}>
                {card.title}
              </Link>
            </h3>
            <p className={styles.subtitle}>{card.subtitle}</p>
            <p className={styles.summary}>{card.summary}</p>
          </li>
        ))}
        <li className={styles.more}>
          <Link href={paths.services.href()} className={styles.moreLink}>
            View all services <span aria-hidden="true">→</span>
          </Link>
        </li>
      </ul>
    </Section>
  );
}
