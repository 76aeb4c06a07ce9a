import { useState, type ReactNode } from 'react';
import { PageIntro } from '@/components/page-intro';
import { useQueryParam } from '@/hooks/use-query-param';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { toast } from '@/components/ui/toast';
import { MAIL_LINK_TOKEN, paths } from '@/lib/paths';
import { confirmSubscription, subscriptionIdOf, type ConfirmResult } from './confirm-subscription';
import { newsletterToasts } from './newsletter-messages';
import { container } from '@/styles/utilities.css';
import * as styles from './newsletter-page.css';
import { rememberConfirmedHere } from './subscribed-here';

const OUTCOMES: Record<ConfirmResult, { status: string; detail: string }> = {
  confirmed: {
    status: 'You are subscribed.',
    detail: 'Our marketing insights will arrive at the address you confirmed.',
  },
  expired: {
    status: 'This confirmation link has expired.',
    detail: 'Links last a week. Subscribe again with the form at the foot of any page to get a new one.',
  },
  invalid: {
    status: 'This confirmation link is not valid.',
    detail: 'Use the link exactly as it appears in our email, or subscribe again to get a new one.',
  },
  unreachable: {
    status: 'We could not reach our server.',
    detail: 'Check your connection and press the button again.',
  },
};

/** The page's heading and lead, which say when the subscription is confirmed, above the panel. */
function ConfirmPage({ confirmed, children }: { confirmed: boolean; children: ReactNode }) {
  return (
    <>
      {confirmed ? (
        <PageIntro
          title="Subscription confirmed"
          lead="Thank you: our marketing insights will arrive at the address you confirmed."
        />
      ) : (
        <PageIntro
          title="Confirm your subscription"
          lead="One step left: confirm that you would like our marketing insights at this address."
        />
      )}
      <div className={container}>
        <div className={styles.panel}>{children}</div>
      </div>
    </>
  );
}

/**
 * The landing of the double opt-in link. Confirming takes a press, not just
 * the page load, so a mail scanner that opens links subscribes nobody.
 * Until the token can be read (undefined) the panel is as the link makes it.
 */
export function ConfirmPanel() {
  const token = useQueryParam(MAIL_LINK_TOKEN);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ConfirmResult | null>(null);

  async function confirm() {
    if (!token) return;
    setBusy(true);
    const outcome = await confirmSubscription(token);
    setBusy(false);
    setResult(outcome);
    if (outcome !== 'confirmed') return;
    toast(newsletterToasts.subscribed);
    rememberConfirmedHere(subscriptionIdOf(token));
  }

  if (token !== undefined && !token) {
    return (
      <ConfirmPage confirmed={false}>
        <p className={styles.status}>This page needs the link from your confirmation email.</p>
        <p className={styles.muted}>Open the email we sent you and follow its link.</p>
      </ConfirmPage>
    );
  }

  const outcome = result ? OUTCOMES[result] : null;
  return (
    <ConfirmPage confirmed={result === 'confirmed'}>
      <div role="status">
        {outcome && (
          <>
            <p className={styles.status}>{outcome.status}</p>
            <p className={styles.muted}>{outcome.detail}</p>
          </>
        )}
      </div>
      {result === 'confirmed' ? (
        <p>
          <Link href={paths.blog.href()}>Read the latest insights</Link>
        </p>
      ) : (
        result !== 'expired' &&
        result !== 'invalid' && (
          <p>
            <Button onPress={() => void confirm()} isDisabled={busy}>
              {busy ? 'Confirming...' : 'Confirm my subscription'}
            </Button>
          </p>
        )
      )}
    </ConfirmPage>
  );
}
