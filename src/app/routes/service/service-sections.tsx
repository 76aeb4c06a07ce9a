import { CheckList } from '@/components/check-list';
import { NumberedList } from '@/components/numbered-list';
import { Section } from '@/components/section';
import { Link } from '@/components/ui/link';
import { agency } from '@/content/agency';
import { vatNote } from '@/content/business';
import { packagesBesideServices } from '@/content/pricing';
import type { ServiceCard, ServiceDetails } from '@/content/types';
import { paths } from '@/lib/paths';
import { CallToStart } from './call-to-start';
import * as styles from './service-sections.css';

interface ServiceSectionProps {
  card: ServiceCard;
  details: ServiceDetails;
}

/** The 'Why Choose Our {title}?' section, with the approach and benefits. */
export function WhyChooseSection({ card, details }: ServiceSectionProps) {
  return (
    <Section headingId="why-choose-title" title={`Why Choose Our ${card.title}?`} layout="split">
      <div className={styles.stack}>
        <p className={styles.approach}>{details.approach}</p>
        <div className={styles.fill}>
          <h3 className={styles.subheading}>What you gain</h3>
          <CheckList items={details.benefits} columns={2} />
        </div>
      </div>
    </Section>
  );
}

export function PerfectForSection({ details }: Pick<ServiceSectionProps, 'details'>) {
  return (
    <Section headingId="perfect-for-title" title="Perfect For" layout="split">
      <CheckList items={details.idealFor} />
    </Section>
  );
}

/** The six numbered steps of 'Our Process'. */
export function ProcessSection({ details }: Pick<ServiceSectionProps, 'details'>) {
  return (
    <Section headingId="process-title" eyebrow="How we work" title="Our Process">
      <NumberedList items={details.process.map((step) => ({ title: step.title, text: step.description }))} />
    </Section>
  );
}

const vat = vatNote(agency.facts);

/** The service's price and timeline, word for word. 'View Pricing' brings this into view. */
export function InvestmentSection({
  details,
  headingId,
}: Pick<ServiceSectionProps, 'details'> & { headingId: string }) {
  return (
    <Section headingId={headingId} title="Investment & Timeline" focusableHeading>
      <dl className={styles.investment}>
        <div className={styles.figureCard}>
          <dt className={styles.figureLabel}>Investment</dt>
          <dd className={styles.figureValue}>{details.pricing}</dd>
        </div>
        <div className={styles.figureCard}>
          <dt className={styles.figureLabel}>Timeline</dt>
          <dd className={styles.figureValue}>{details.timeline}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        {`Every project starts with a free consultation and a clear, fixed quote, with no hidden extras.${vat ? ` ${vat}` : ''}`}
      </p>
      <p className={styles.note}>{packagesBesideServices}</p>
      <p className={styles.note}>
        <Link href={paths.pricing.href()} appearance={{ variant: 'outline' }}>
          Compare our pricing packages
        </Link>
      </p>
    </Section>
  );
}

export function DeliverablesSection({ card, details }: ServiceSectionProps) {
  return (
    <Section headingId="deliverables-title" title="What You'll Receive" layout="split">
      <div className={styles.stack}>
        <div className={styles.fill}>
          <CheckList items={details.deliverables} columns={2} />
        </div>
        <CallToStart label="Start Your Project" service={card.id} />
      </div>
    </Section>
  );
}
