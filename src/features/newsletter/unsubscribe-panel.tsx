import { useState } from 'react';
import { useQueryParam } from '@/hooks/use-query-param';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { MAIL_LINK_TOKEN } from '@/lib/paths';
import { newsletterToasts } from './newsletter-messages';
import * as styles from './newsletter-page.css';
import type { Outcome } from '@/lib/outbox/outcome';
import { unsubscribeWithToken } from './unsubscribe';

type Said = Outcome['kind'];

/** What the panel says of each outcome; a retry waits on this device until the server can be reached. */
const OUTCOMES: Record<Said, string> = {
  delivered: 'You are unsubscribed. You will not receive any more newsletters from us.',
  retry: 'You are offline. This device will unsubscribe you as soon as the connection is back.',
  refused: 'This unsubscribe link is not valid. Use the link exactly as it appears in one of our emails.',
  unkept: 'Something went wrong. Please press the button again.',
};

const TOASTS = {
  delivered: newsletterToasts.unsubscribed,
  retry: newsletterToasts.unsubscribeQueued,
  refused: newsletterToasts.unsubscribeFailed,
  unkept: newsletterToasts.unsubscribeFailed,
} as const;

/**
 * Where every newsletter mail's unsubscribe link lands. The signed token in
 * the link names the subscription; nothing here asks for an address. Until
 * the token can be read (undefined) the panel is as the link makes it.
 */
export function UnsubscribePanel() {
  const token = useQueryParam(MAIL_LINK_TOKEN);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Said | null>(null);

  async function unsubscribe() {
    if (!token) return;
    setBusy(true);
    const { kind } = await unsubscribeWithToken(token);
    setBusy(false);
    setResult(kind);
    toast(TOASTS[kind]);
  }

  if (token !== undefined && !token) {
    return (
      <div className={styles.panel}>
        <p className={styles.status}>This page needs the unsubscribe link from one of our emails.</p>
        <p className={styles.muted}>Every newsletter email has one at the bottom.</p>
      </div>
    );
  }

  const done = result !== null && result !== 'unkept';
  return (
    <div className={styles.panel}>
      <div role="status">{result && <p className={styles.status}>{OUTCOMES[result]}</p>}</div>
      {!done && (
        <>
          <p className={styles.muted}>
            You will stop receiving our newsletter at the address this link was sent to.
          </p>
          <p>
            <Button onPress={() => void unsubscribe()} isDisabled={busy}>
              {busy ? 'Unsubscribing...' : 'Unsubscribe'}
            </Button>
          </p>
        </>
      )}
    </div>
  );
}
