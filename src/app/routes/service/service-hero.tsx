import { FramedImage } from '@/components/framed-image';
import { PageIntro } from '@/components/page-intro';
import { Link } from '@/components/ui/link';
import { serviceCards } from '@/content/service-cards';
import { serviceImageFor } from '@/content/service-images';
import type { ServiceCard, ServiceDetails } from '@/content/types';
import { paths } from '@/lib/paths';
import { SECTION_LINK_ATTRIBUTE } from '@/lib/section-links';
import { container } from '@/styles/utilities.css';
import { CallToStart } from './call-to-start';
import * as styles from './service-hero.css';

export interface ServiceHeroProps {
  card: ServiceCard;
  details: ServiceDetails;
  /** The heading 'View Pricing' brings into view. */
  pricingHeadingId: string;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** Back link, badge, title, subtitle, description, the two actions and the hero image. */
export function ServiceHero({ card, details, pricingHeadingId }: ServiceHeroProps) {
  const image = serviceImageFor(card.id);
  const position = serviceCards.findIndex((other) => other.id === card.id) + 1;
  return (
    <>
      <PageIntro
        title={card.title}
        lead={card.subtitle}
        before={
          <div className={styles.before}>
            <Link href={paths.services.href()} className={styles.back}>
              <span aria-hidden="true">← </span>All services
            </Link>
            <span className={styles.badge}>
              Service {twoDigits(position)} of {twoDigits(serviceCards.length)}
            </span>
          </div>
        }
      />
      <div className={container}>
        <div className={styles.hero}>
          <div className={styles.copy}>
            <p className={styles.description}>{details.description}</p>
            <div className={styles.actions}>
              <CallToStart label="Get Started Today" service={card.id} />
              <Link
                href={`#${pricingHeadingId}`}
                appearance={{ variant: 'outline', size: 'lg' }}
                {...{ [SECTION_LINK_ATTRIBUTE]: '' }}
              >
                View Pricing
              </Link>
            </div>
          </div>
          <FramedImage {...image} priority />
        </div>
      </div>
    </>
  );
}
