import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import type { RefusedItem } from '@/lib/outbox/outbox-db';
import { paths } from '@/lib/paths';
import { useUnsentMessages } from './use-unsent-messages';
import * as styles from './unsent-messages.css';

const when = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const KIND = {
  enquiry: 'Message',
  booking: 'Call booking',
  subscription: 'Newsletter subscription',
  unsubscription: 'Newsletter unsubscription',
} as const satisfies Record<RefusedItem['kind'], string>;

/** Where an enquiry goes back into the form, in its mode and about its service. */
function editHref(item: RefusedItem): string {
  const service = text(item.body.service);
  return paths.contact.href({
    ...(service ? { service } : {}),
    waitlist: item.body.topic === 'waitlist',
    call: item.body.topic === 'discovery_call',
    restore: item.id,
  });
}

function UnsentMessage({ item, onDiscard }: { item: RefusedItem; onDiscard: () => void }) {
  const reasons = [...new Set(Object.values(item.fields))];
  const label = `${KIND[item.kind]} of ${when.format(item.at)}`;
  return (
    <li className={styles.item} aria-label={label}>
      <p className={styles.meta}>
        <strong>{KIND[item.kind]}</strong> · saved {when.format(item.at)}
      </p>
      {item.kind === 'enquiry' ? (
        <blockquote className={styles.quote}>{text(item.body.message)}</blockquote>
      ) : (
        <p>{text(item.body.email)}</p>
      )}
      <p className={styles.reason}>
        {reasons.length > 0 ? reasons.join(' ') : 'Our server could not accept it.'}
      </p>
      <div className={styles.actions}>
        {item.kind === 'enquiry' && (
          <Link href={editHref(item)} appearance={{ variant: 'outline', size: 'sm' }}>
            Edit and send again
          </Link>
        )}
        {item.kind === 'booking' && (
          <Link href={paths.book.href()} appearance={{ variant: 'outline', size: 'sm' }}>
            Choose another time
          </Link>
        )}
        <Button
          variant="ghost"
          size="sm"
          onPress={onDiscard}
          aria-label={`Discard the ${label.toLowerCase()}`}
        >
          Discard
        </Button>
      </div>
    </li>
  );
}

/**
 * The contact page's list of what the server refused after it was saved on
 * this device: each waits, with its text, until the visitor edits it back
 * into the form or discards it. Shown only while there is something, or
 * to confirm the last one went.
 */
export function UnsentMessages({ restoring }: { restoring: string | undefined }) {
  const { items, discard } = useUnsentMessages(restoring);
  const [discarded, setDiscarded] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  if (items.length === 0 && !discarded) return null;

  const onDiscard = (id: string) => {
    setDiscarded(true);
    void discard(id)
      .then(() => heading.current?.focus())
      .catch((error: unknown) => console.error('Could not discard the message', error));
  };

  return (
    <section className={styles.card} aria-labelledby="unsent-messages">
      <h2 id="unsent-messages" ref={heading} tabIndex={-1} className={styles.title}>
        Not sent
      </h2>
      {items.length > 0 ? (
        <>
          <p>
            Our server refused {items.length === 1 ? 'this' : 'these'} after it was saved on this device.{' '}
            {items.length === 1 ? 'It waits' : 'They wait'} here until you edit or discard{' '}
            {items.length === 1 ? 'it' : 'them'}.
          </p>
          <ul className={styles.list}>
            {items.map((item) => (
              <UnsentMessage key={item.id} item={item} onDiscard={() => onDiscard(item.id)} />
            ))}
          </ul>
        </>
      ) : (
        <p role="status">Discarded. Nothing else waits to be sent.</p>
      )}
    </section>
  );
}
