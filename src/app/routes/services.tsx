import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { Link } from '@/components/ui/link';
import { serviceCards } from '@/content/service-cards';
import { intro } from '@/content/services-page';
import { paths } from '@/lib/paths';
import { container } from '@/styles/utilities.css';
import * as styles from './services.css';

export function ServicesRoute() {
  return (
    <>
      <PageMeta
        title="Services | Digital Marketing in Newcastle | Clear North"
        description="SEO, PPC, social media ads, content strategy, web funnels, influencer marketing, branding and strategy consulting for North East businesses."
      />
      <PageIntro title="Services" lead={intro} />
      <section className={container} aria-label="Our services">
        <ul className={styles.grid}>
          {serviceCards.map((service) => (
            <li key={service.id} className={styles.card}>
              <h2 className={styles.cardTitle}>{service.title}</h2>
              <p className={styles.subtitle}>{service.subtitle}</p>
              <p>{service.summary}</p>
              <Link
                href={paths.service.href(service.id)}
                className={styles.cardLink}
                aria-label={`See the Method: ${service.title}`}
              >
                See the Method →
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
