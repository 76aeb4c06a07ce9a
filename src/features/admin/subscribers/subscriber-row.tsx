import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { loadPocketBase } from '@/lib/pocketbase/sdk';
import { formatReceived, isoTime } from '../enquiry-labels';
import { sourceLabel, statusLabel, type Subscriber } from './subscriber';
import { eraseSubscriber } from './subscriber-api';
import * as list from '../admin-list.css';
import * as styles from './subscribers.css';

function When({ label, time }: { label: string; time: string }) {
  return (
    <span>
      {label} <time dateTime={isoTime(time)}>{formatReceived(time)}</time>
    </span>
  );
}

export interface SubscriberRowProps {
  subscriber: Subscriber;
  /** The subscriber is gone from the server; `next` is where the keyboard goes on. */
  onErased: (subscriber: Subscriber, next: HTMLElement | null) => void;
}

/** Where the keyboard goes once a subscriber is erased: the next one's Erase, else the one before's. */
function eraseBesides(row: Element | null): HTMLElement | null {
  const item = row?.closest('li');
  const erase = (other: Element | null | undefined) =>
    other?.querySelector<HTMLElement>(`.${styles.actions} button`) ?? null;
  return erase(item?.nextElementSibling) ?? erase(item?.previousElementSibling);
}

/**
 * One subscriber: the address whole, its state, name, source and times, and
 * Erase, which asks first, for someone who asks to be forgotten.
 */
export function SubscriberRow({ subscriber, onErased }: SubscriberRowProps) {
  const [asking, setAsking] = useState(false);
  const [erasing, setErasing] = useState(false);
  const row = useRef<HTMLElement>(null);

  async function erase() {
    setErasing(true);
    try {
      await eraseSubscriber(await loadPocketBase(), subscriber.id);
      toast({ title: 'Subscriber erased', description: subscriber.email });
      // The row goes, and its dialog with it.
      onErased(subscriber, eraseBesides(row.current));
    } catch {
      toast({
        title: 'Something went wrong',
        description: 'Please try again later.',
        variant: 'destructive',
      });
    } finally {
      setErasing(false);
    }
  }

  return (
    <article ref={row} className={styles.row} aria-label={subscriber.email} data-status={subscriber.status}>
      <span className={styles.email}>{subscriber.email}</span>
      <span className={list.statePill}>{statusLabel(subscriber.status)}</span>
      <span className={styles.name}>{subscriber.fullName || 'No name given'}</span>
      <span className={styles.source}>{sourceLabel(subscriber.source)}</span>
      <span className={styles.dates}>
        <When label="Signed up" time={subscriber.created} />
        {subscriber.confirmedAt && <When label="Confirmed" time={subscriber.confirmedAt} />}
        {subscriber.unsubscribedAt && <When label="Unsubscribed" time={subscriber.unsubscribedAt} />}
      </span>
      <span className={styles.actions}>
        <Button
          variant="outline"
          size="sm"
          onPress={() => setAsking(true)}
          aria-label={`Erase ${subscriber.email}`}
        >
          Erase
        </Button>
      </span>
      <Dialog title="Erase this subscriber?" isOpen={asking} onOpenChange={setAsking}>
        {({ close }) => (
          <div className={styles.confirm}>
            <p className={styles.confirmText}>
              <strong className={styles.confirmEmail}>{subscriber.email}</strong> and every mail to this
              address still held by the site will be removed for good. Do this when they ask to be erased: it
              cannot be undone.
            </p>
            <div className={styles.confirmActions}>
              <Button variant="outline" onPress={close}>
                Cancel
              </Button>
              <Button variant="destructive" isDisabled={erasing} onPress={() => void erase()}>
                Erase
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </article>
  );
}
