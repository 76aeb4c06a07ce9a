import * as styles from './urgency-badge.css';
import { useWeekCountdown } from './use-week-countdown';

/**
 * Spec §9, the 'limited-time' badge: a free strategy call until the end of
 * the week. Deliberately not a live region: nobody needs a minute-by-minute
 * announcement.
 */
export function UrgencyBadge() {
  const remaining = useWeekCountdown();
  return (
    <p className={styles.badge}>
      <span className={styles.label}>Limited time</span>
      <span className={styles.offer}>Free strategy call when you start any package this week</span>
      <span className={styles.ends}>
        {remaining === null ? (
          'Ends Sunday at 23:59'
        ) : (
          <>
            Ends in <span className={styles.time}>{remaining}</span>
          </>
        )}
      </span>
    </p>
  );
}
