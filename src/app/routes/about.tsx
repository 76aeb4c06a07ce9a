import { agency } from '@/content/agency';
import { CheckList } from '@/components/check-list';
import { FramedImage } from '@/components/framed-image';
import { PageMeta, StructuredData } from '@/components/head';
import { NumberedList } from '@/components/numbered-list';
import { PageIntro } from '@/components/page-intro';
import { Reveal } from '@/components/reveal';
import { Section } from '@/components/section';
import { about } from '@/content/about';
import { claims } from '@/content/facts';
import officeImage from '@/content/images/about-office.svg';
import { site } from '@/content/site';
import { professionalService } from '@/lib/structured-data/agency';
import { QuoteSection } from './about/quote-section';
import * as styles from './about.css';

// Founded in 2020; the businesses helped only once the agency gives the figure with its source.
const facts = [
  { label: 'Founded', value: String(site.foundingYear) },
  ...(claims.businessesHelped ? [{ label: 'Businesses helped', value: claims.businessesHelped.value }] : []),
  { label: 'Based in', value: 'Newcastle' },
];

/** The About page. */
export function AboutRoute() {
  return (
    <>
      <PageMeta title={about.metaTitle} description={about.metaDescription} />
      <StructuredData data={professionalService()} />
      <PageIntro title={about.headline} lead={about.intro}>
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt className={styles.factLabel}>{fact.label}</dt>
              <dd className={styles.factValue}>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </PageIntro>

      <Section headingId="approach-title" title={about.approach.heading} layout="split">
        <div className={styles.approach}>
          <div className={styles.prose}>
            {about.approach.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <FramedImage
            src={officeImage}
            width={1200}
            height={800}
            alt="Our studio: a desk with a laptop, a plant and a lamp, by a large window onto a bridge over the Tyne"
          />
        </div>
      </Section>

      <Section headingId="why-choose-title" eyebrow="Why us" title="Why choose Clear North">
        <ul className={styles.reasons}>
          {agency.aboutReasons.map((point, index) => (
            <Reveal as="li" key={point.title} index={index} className={styles.reason}>
              <h3 className={styles.reasonTitle}>{point.title}</h3>
              <p className={styles.muted}>{point.text}</p>
            </Reveal>
          ))}
        </ul>
      </Section>

      <Section headingId="values-title" eyebrow="What we stand for" title="Our core values">
        <NumberedList items={about.coreValues} />
      </Section>

      <QuoteSection quote={about.quote} />

      {agency.memberships.length > 0 && (
        <Section
          headingId="memberships-title"
          title="Memberships & Certifications"
          lead="We keep our platform certifications current and belong to the bodies that set standards for our work."
          layout="split"
        >
          <CheckList items={agency.memberships} columns={2} />
        </Section>
      )}
    </>
  );
}
