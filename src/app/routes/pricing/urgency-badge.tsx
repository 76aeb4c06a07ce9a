import { useEffect } from 'react';
import { OFFER_BADGE_ATTRIBUTE } from '@/components/offer-countdown/offer-countdown-attributes';
import { agency } from '@/content/agency';
import type { Offer } from '@/content/agency-settings';
import * as styles from './urgency-badge.css';

const endDate = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React declares its elements in this namespace.
  namespace JSX {
    interface IntrinsicElements {
      'offer-countdown': React.HTMLAttributes<HTMLElement> & {
        'data-ends': string;
        'data-time-class': string;
      };
    }
  }
}

/**
 * The 'limited-time' badge, shown only for a real offer with a real
 * end date from configuration (docs/operations.md, "Content the agency supplies"), and gone once it ends.
 * It is served with the end date; the countdown element (a plain script,
 * src/components/offer-countdown) shows the time left, every minute.
 * Deliberately not a live region: nobody needs a minute-by-minute announcement.
 */
export function UrgencyBadge({ offer = agency.offer }: { offer?: Offer | undefined }) {
  // Rendered by the app rather than served, the badge defines its countdown itself.
  useEffect(() => {
    if (offer)
      void import('@/components/offer-countdown/offer-countdown-element').then((module) =>
        module.defineOfferCountdown(),
      );
  }, [offer]);
  if (!offer) return null;
  return (
    <p className={styles.badge} {...{ [OFFER_BADGE_ATTRIBUTE]: '' }}>
      <span className={styles.label}>Limited time</span>
      <span className={styles.offer}>{offer.text}</span>
      <offer-countdown
        className={styles.ends}
        data-ends={offer.endsAt.toISOString()}
        data-time-class={styles.time}
      >
        {`Ends ${endDate.format(offer.endsAt)} (UK time)`}
      </offer-countdown>
    </p>
  );
}
