import { Section } from '@/components/section';
import { ArrowRightIcon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { serviceCards } from '@/content/service-cards';
import type { ServiceId } from '@/definitions/services';
import { paths } from '@/lib/paths';
import { relatedServices } from './related-services';
import * as styles from './related-section.css';

export function RelatedSection({ currentId }: { currentId: ServiceId }) {
  // The closing call to action sits just above, so no rule is drawn between them.
  return (
    <Section headingId="related-title" title="Explore Related Services" border={false}>
      <ul className={styles.grid}>
        {relatedServices(currentId, serviceCards).map((card) => (
          <li key={card.id} className={styles.card}>
            <ArrowRightIcon className={styles.arrow} />
            <h3 className={styles.title}>
              <Link href={paths.service.href(card.id)} className={styles.link}>
                {card.title}
              </Link>
            </h3>
            <p className={styles.subtitle}>{card.subtitle}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
