import { PageMeta, StructuredData } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { agency } from '@/content/agency';
import { vatNote } from '@/content/business';
import { commonQuestions, packages, packagesBesideServices, pricingIntro } from '@/content/pricing';
import { paths } from '@/lib/paths';
import { faqPage } from '@/lib/structured-data/faq-page';
import { packageCatalogue } from '@/lib/structured-data/service-offers';
import { container, visuallyHidden } from '@/styles/utilities.css';
import { cx } from '@/utils/class-names';
import { CommonQuestions } from './pricing/common-questions';
import { GetStarted } from './pricing/get-started';
import { PackageCard } from './pricing/package-card';
import { TrustFigures } from './pricing/trust-figures';
import { UrgencyBadge } from './pricing/urgency-badge';
import * as styles from './pricing.css';

const vat = vatNote(agency.facts);

export function PricingRoute() {
  return (
    <>
      <PageMeta
        title="Pricing | Marketing Packages | Clear North"
        description="Three clear marketing packages from Clear North in Newcastle: Clarity Starter, Focus Growth and Scale Mastery. No hidden fees."
      />
      <StructuredData data={packageCatalogue(packages, paths.pricing.href())} />
      <StructuredData data={faqPage(commonQuestions)} />
      <PageIntro title={pricingIntro.heading} lead={pricingIntro.text}>
        <UrgencyBadge />
      </PageIntro>
      <div className={cx(container, styles.page)}>
        <TrustFigures />
        <section aria-labelledby="packages">
          <h2 id="packages" className={visuallyHidden}>
            Packages
          </h2>
          <ul className={styles.packages}>
            {packages.map((pkg) => (
              <li key={pkg.name}>
                <PackageCard pkg={pkg} />
              </li>
            ))}
          </ul>
          <p className={styles.note}>{packagesBesideServices}</p>
          {vat && <p className={styles.note}>{vat}</p>}
        </section>
        <CommonQuestions />
        <GetStarted />
      </div>
    </>
  );
}
