import { agency } from '@/content/agency';
import type { Offer } from '@/content/agency-settings';
import * as styles from './urgency-badge.css';
import { useOfferCountdown } from './use-offer-countdown';

const endDate = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/**
 * Spec §9, the 'limited-time' badge, shown only for a real offer with a real
 * end date from configuration (README, "Content"), and gone once it ends.
 * Deliberately not a live region: nobody needs a minute-by-minute announcement.
 */
export function UrgencyBadge({ offer = agency.offer }: { offer?: Offer | undefined }) {
  return offer ? <OfferBadge offer={offer} /> : null;
}

function OfferBadge({ offer }: { offer: Offer }) {
  const remaining = useOfferCountdown(offer.endsAt);
  if (remaining === 'ended') return null;
  return (
    <p className={styles.badge}>
      <span className={styles.label}>Limited time</span>
      <span className={styles.offer}>{offer.text}</span>
      <span className={styles.ends}>
        {remaining === null ? (
          `Ends ${endDate.format(offer.endsAt)} (UK time)`
        ) : (
          <>
            Ends in <span className={styles.time}>{remaining}</span>
          </>
        )}
      </span>
    </p>
  );
}
