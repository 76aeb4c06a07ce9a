import { Fragment } from 'react';
import { button } from '@/components/ui/button/button.css';
import { cx } from '@/utils/class-names';
import { CALL_STATES } from '@/definitions/booking';
import { ENQUIRY_FIELDS, givenDetails } from '@/definitions/enquiry';
import type { Enquiry } from './enquiry';
import * as styles from './enquiry-details.css';
import { formatReceived, isoTime, serviceLabel, topicLabel } from './enquiry-labels';
import { replyHref } from './reply-link';

/** A number as written, as a link a phone dials: its digits and a leading +. */
const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

/**
 * Everything an enquiry says, and a reply to it in the admin's own mail
 * program. Its text is the visitor's, shown as text (React escapes it), never as HTML.
 */
export function EnquiryDetails({ enquiry }: { enquiry: Enquiry }) {
  return (
    <div className={styles.details}>
      <dl className={styles.facts}>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${enquiry.email}`} className={styles.email}>
            {enquiry.email}
          </a>
        </dd>
        <dt>Service</dt>
        <dd>{serviceLabel(enquiry.service)}</dd>
        {givenDetails(enquiry.details).map(([field, value]) => (
          <Fragment key={field}>
            <dt>{ENQUIRY_FIELDS[field].label}</dt>
            <dd>{ENQUIRY_FIELDS[field].kind === 'phone' ? <a href={telHref(value)}>{value}</a> : value}</dd>
          </Fragment>
        ))}
        {enquiry.call && (
          <>
            <dt>Call</dt>
            <dd>
              {CALL_STATES[enquiry.call.state].words}.
              {enquiry.call.message && (
                <>
                  {' '}
                  Message to {enquiry.name}: {enquiry.call.message}
                </>
              )}
            </dd>
          </>
        )}
        <dt>Asking for</dt>
        <dd>{topicLabel(enquiry.topic)}</dd>
        <dt>Sent from</dt>
        <dd>{enquiry.sourcePage || 'Not recorded'}</dd>
        <dt>Received</dt>
        <dd>
          <time dateTime={isoTime(enquiry.created)}>{formatReceived(enquiry.created)}</time>
        </dd>
      </dl>
      <p className={styles.message}>{enquiry.message}</p>
      <p>
        <a href={replyHref(enquiry)} className={cx(button({ variant: 'outline', size: 'sm' }), styles.reply)}>
          Reply to {enquiry.name}
        </a>
      </p>
    </div>
  );
}
