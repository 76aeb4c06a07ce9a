import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/lib/paths';
import { whenIdle } from '@/utils/when-idle';
import * as styles from './footer-subscribe.css';

// Every page has a footer: its form loads once the browser is idle, never
// with the page; until then, and without JavaScript, a link leads to the
// newsletter's own page, where the same form is part of the page.
const SubscribeForm = lazy(() =>
  import('./subscribe-form').then((module) => ({ default: module.SubscribeForm })),
);

/** A quiet newsletter sign-up at the foot of every page, beside the popup that asks only once. */
export function FooterSubscribe() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);

  return (
    <section className={styles.section} aria-labelledby="footer-newsletter">
      <div>
        <h2 id="footer-newsletter" className={styles.heading}>
          The newsletter
        </h2>
        <p className={styles.lead}>One clear marketing idea a week. Unsubscribe whenever you like.</p>
      </div>
      <div className={styles.formSlot}>
        {ready ? (
          <Suspense fallback={null}>
            <SubscribeForm />
          </Suspense>
        ) : (
          <Link href={paths.newsletterSubscribe.href()} appearance={{ variant: 'outline' }}>
            Subscribe to the newsletter
          </Link>
        )}
      </div>
    </section>
  );
}
