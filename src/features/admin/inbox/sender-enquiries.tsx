import { useEffect, useState } from 'react';
import { Link } from '@/components/ui/link';
import { loadPocketBase } from '@/lib/pocketbase/sdk';
import { paths } from '@/lib/paths';
import type { Enquiry } from '../enquiry';
import { fetchFromSender, type SomeEnquiries } from '../enquiry-api';
import { formatReceived, isoTime, serviceLabel, stateLabel, topicLabel } from '../enquiry-labels';
import { inboxParamsFor, NO_FILTERS, type InboxLocation } from './inbox-query';
import * as styles from './inbox.css';

type Found = SomeEnquiries | 'loading' | 'failed';

const inboxHref = (location: Partial<InboxLocation>) =>
  `${paths.adminEnquiries.href()}?${inboxParamsFor({ ...NO_FILTERS, search: '', page: 1, ...location }).toString()}`;

/**
 * The sender's other enquiries (the same email address), newest first, each
 * a link that opens it: what they asked before is read before replying.
 */
export function SenderEnquiries({ enquiry: { id, email } }: { enquiry: Pick<Enquiry, 'id' | 'email'> }) {
  // The answer for the enquiry it was asked for: one for another reads as still loading.
  const [answer, setAnswer] = useState<{ id: string; found: SomeEnquiries | 'failed' } | null>(null);
  useEffect(() => {
    let current = true;
    loadPocketBase()
      .then((pb) => fetchFromSender(pb, { id, email }))
      .then(
        (result) => current && setAnswer({ id, found: result }),
        () => current && setAnswer({ id, found: 'failed' }),
      );
    return () => {
      current = false;
    };
  }, [id, email]);
  const found: Found = answer?.id === id ? answer.found : 'loading';
  const headingId = `others-${id}`;

  return (
    <section className={styles.others} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.othersHeading}>
        Other enquiries from this sender
      </h3>
      {found === 'loading' && <p className={styles.othersStatus}>Loading...</p>}
      {found === 'failed' && (
        <p className={styles.othersStatus}>The sender&apos;s other enquiries could not be loaded.</p>
      )}
      {typeof found === 'object' && found.total === 0 && (
        <p className={styles.othersStatus}>None: this is their only enquiry.</p>
      )}
      {typeof found === 'object' && found.total > 0 && (
        <ol className={styles.othersList}>
          {found.items.map((other) => (
            <li key={other.id}>
              <Link href={inboxHref({ enquiry: other.id })} className={styles.otherLink}>
                <time dateTime={isoTime(other.created)}>{formatReceived(other.created)}</time>
                {': '}
                {topicLabel(other.topic)} · {serviceLabel(other.service)}
              </Link>{' '}
              <span className={styles.otherState}>({stateLabel(other)})</span>
            </li>
          ))}
        </ol>
      )}
      {typeof found === 'object' && found.total > found.items.length && (
        <p className={styles.othersStatus}>
          {/* Searched in every state: where all of a busy sender's enquiries are. */}
          <Link href={inboxHref({ state: 'all', search: email })} className={styles.otherLink}>
            All {found.total + 1} enquiries from this sender
          </Link>
        </p>
      )}
    </section>
  );
}
