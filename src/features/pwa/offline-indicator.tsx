import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { toast } from '@/components/ui/toast';
import { useHydrated } from '@/hooks/use-hydrated';
import { offlineNotice, onSentLater } from '@/lib/outbox/offline-notice';
import * as styles from './pwa-banners.css';

function waitingText(pending: number): string {
  return pending === 1 ? '1 message is waiting to be sent' : `${pending} messages are waiting to be sent`;
}

/**
 * Says when the visitor is offline and what is waiting to be sent, and what
 * happens next. Quiet otherwise.
 */
export function OfflineIndicator() {
  const status = useSnapshot(offlineNotice);
  // Hydrating, it is what the server rendered (online, nothing waiting); the browser's own state follows.
  const { online, pending, retrying } = useHydrated()
    ? status
    : { online: true, pending: 0, retrying: false };
  useEffect(
    () =>
      onSentLater((count) =>
        toast({
          title:
            count === 1
              ? 'Your message to Clear North has been sent'
              : `Your ${count} messages to Clear North have been sent`,
        }),
      ),
    [],
  );
  // Online, a message is only 'waiting' once a try has failed: while the first
  // try is under way the form's own 'Sending...' says so, one state at a time.
  if (online && (pending === 0 || !retrying)) return null;

  let text: string;
  if (!online && pending === 0) text = "You're offline. Pages you have visited still work.";
  else if (!online)
    text = `You're offline. ${waitingText(pending)}; it will go automatically when you're back online.`;
  else text = `${waitingText(pending)}. We'll keep trying automatically.`;

  return (
    <p role="status" className={styles.indicator}>
      <span className={styles.dot} aria-hidden="true" data-online={online || undefined} />
      {text}
    </p>
  );
}
