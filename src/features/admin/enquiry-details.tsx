import { button } from '@/components/ui/button/button.css';
import type { Enquiry } from './enquiry';
import * as styles from './enquiry-details.css';
import { formatReceived, isoTime, serviceLabel, topicLabel } from './enquiry-labels';
import { replyHref } from './reply-link';

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
        {enquiry.package && (
          <>
            <dt>Package</dt>
            <dd>{enquiry.package}</dd>
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
        <a href={replyHref(enquiry)} className={button({ variant: 'outline', size: 'sm' })}>
          Reply to {enquiry.name}
        </a>
      </p>
    </div>
  );
}
