import { Link } from '@/components/ui/link';
import { MailIcon } from '@/components/ui/icon';
import { availability, FULLY_BOOKED, JOIN_THE_WAITLIST, WAITLIST_PROMISE } from '@/content/availability';
import { bookIntro, contactInfo, waitlistIntro } from '@/content/contact';
// Inline: a file of its own would be one more request before the page's largest paint.
import contactImage from '@/content/images/contact.svg?data-uri';
import type { ServiceId } from '@/definitions/services';
import { paths } from '@/lib/paths';
import { illustration } from '@/styles/utilities.css';
import { cx } from '@/utils/class-names';
import { type ContactMode } from './contact-mode';
import * as styles from './contact-aside.css';

interface ContactAsideProps {
  mode: ContactMode;
  service?: ServiceId;
  /** The pricing package chosen, kept when switching mode. */
  packageId?: string;
}

/**
 * The contact page's left column switches between booking a call and the
 * waitlist. Its mode links name the place the form starts for that mode,
 * which is brought into view and focused (./use-focus-on-mode-change.ts).
 */
export function ContactAside({ mode, service, packageId }: ContactAsideProps) {
  const waitlist = mode === 'waitlist';
  return (
    <section className={styles.aside} aria-labelledby="contact-mode">
      <h2 id="contact-mode" className={styles.title}>
        {waitlist ? 'Join our waitlist' : 'Book a call'}
      </h2>
      <p className={styles.intro}>{waitlist ? waitlistIntro : bookIntro}</p>
      {/* The waitlist is offered only while the agency says it is taking on no new clients. */}
      {mode === 'enquiry' && availability.fullyBooked && (
        <p>
          {FULLY_BOOKED} <Link href={paths.contact.href({ waitlist: true })}>{JOIN_THE_WAITLIST}</Link>{' '}
          {WAITLIST_PROMISE}
        </p>
      )}
      {mode === 'enquiry' && (
        <Link
          href={`${paths.contact.href({ service, package: packageId, call: true })}#call-note`}
          appearance={{ variant: 'outline' }}
          className={styles.modeLink}
        >
          Book a 15-minute call
        </Link>
      )}
      {mode === 'discovery_call' && (
        <Link
          href={`${paths.contact.href({ service, package: packageId })}#send-message`}
          className={styles.modeLink}
        >
          Just send a message instead
        </Link>
      )}
      <p className={styles.email}>
        <MailIcon aria-hidden="true" />
        <span>
          Or email us at <a href={`mailto:${contactInfo.email}`}>{contactInfo.email}</a>
        </span>
      </p>
      <img
        className={cx(styles.image, illustration)}
        src={contactImage}
        width={1200}
        height={800}
        alt=""
        decoding="async"
      />
    </section>
  );
}
