import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { Reveal } from '@/components/reveal';
import { Section } from '@/components/section';
import { TagList } from '@/components/tag-list';
import { Link } from '@/components/ui/link';
import { serviceCards } from '@/content/service-cards';
import { industries, intro, whyChoose } from '@/content/services-page';
import { paths } from '@/lib/paths';
import { container } from '@/styles/utilities.css';
import { cx } from '@/utils/class-names';
import * as styles from './services.css';

/** The services list: eight cards, then 'Why Choose' and the twelve industries. */
export function ServicesRoute() {
  return (
    <>
      <PageMeta
        title="Services | Digital Marketing in Newcastle | Clear North"
        description="SEO, PPC, social media ads, content strategy, web funnels, influencer marketing, branding and strategy consulting for North East businesses."
      />
      <PageIntro title="Services" lead={intro} />
      <section className={cx(container, styles.cardsSection)} aria-label="Our services">
        <ul className={styles.grid}>
          {serviceCards.map((service, index) => (
            <Reveal as="li" key={service.id} index={index} className={styles.card}>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h2 className={styles.cardTitle}>{service.title}</h2>
              <p className={styles.subtitle}>{service.subtitle}</p>
              <p className={styles.summary}>{service.summary}</p>
              <Link
                href={paths.service.href(service.id)}
                className={styles.cardLink}
                aria-label={`See the Method: ${service.title}`}
              >
                See the Method →
              </Link>
            </Reveal>
          ))}
        </ul>
        <p className={styles.pricing}>
          Want to compare costs first?{' '}
          <Link href={paths.pricing.href()} appearance={{ variant: 'outline' }}>
            See our pricing packages
          </Link>
        </p>
      </section>
      <Section headingId="why-choose-title" title={whyChoose.heading} eyebrow="Why us">
        <ul className={styles.points}>
          {whyChoose.points.map((point) => (
            <li key={point.title} className={styles.point}>
              <h3 className={styles.pointTitle}>{point.title}</h3>
              <p className={styles.muted}>{point.text}</p>
            </li>
          ))}
        </ul>
        <div className={styles.industries}>
          <h3 id="industries-title" className={styles.industriesTitle}>
            Industries we serve
          </h3>
          <TagList items={industries} labelledBy="industries-title" />
        </div>
      </Section>
    </>
  );
}
