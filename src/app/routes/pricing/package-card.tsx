import { Link } from '@/components/ui/link';
import { availability } from '@/content/availability';
import { packageId } from '@/content/package-choice';
import type { PricingPackage } from '@/content/types';
import { EVENT_TYPES } from '@/definitions/analytics';
import { trackedClick } from '@/lib/analytics/tracked-clicks';
import { paths } from '@/lib/paths';
import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './package-card.css';

function Period({ period }: { period: string }) {
  if (period === 'one-time') return <span className={styles.period}>one-time</span>;
  return (
    <span className={styles.period}>
      <span aria-hidden="true">/{period}</span>
      <span className={visuallyHidden}>per {period}</span>
    </span>
  );
}

/** One pricing package; every call to action leads to /contact. */
export function PackageCard({ pkg }: { pkg: PricingPackage }) {
  const titleId = `package-${pkg.name.toLowerCase().replace(/\W+/g, '-')}`;
  const call = availability.callToStart(pkg.cta);
  return (
    <article className={styles.card({ highlighted: pkg.highlighted })} aria-labelledby={titleId}>
      {pkg.popular && <p className={styles.popular}>Most Popular</p>}
      <h3 id={titleId} className={styles.name}>
        {pkg.name}
      </h3>
      <p className={styles.price}>
        <span className={styles.amount}>{pkg.price}</span> <Period period={pkg.period} />
      </p>
      <p className={styles.description}>{pkg.description}</p>
      <ul className={styles.features}>
        {pkg.features.map((feature) => (
          <li key={feature} className={styles.feature}>
            {feature}
          </li>
        ))}
      </ul>
      <Link
        href={paths.contact.href({ package: packageId(pkg), waitlist: call.waitlist })}
        appearance={{ variant: pkg.highlighted ? 'default' : 'outline', size: 'lg' }}
        className={styles.cta}
        {...trackedClick(EVENT_TYPES.pricingCtaClick, { package_name: pkg.name })}
      >
        {call.label}
      </Link>
    </article>
  );
}
