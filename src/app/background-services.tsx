import { useEffect } from 'react';
import { registerServiceWorker } from '@/lib/pwa/sw-bridge';
import { restoreSession } from '@/lib/session/session-store';
import { takeUrlParam } from '@/utils/url-param';
import { whenIdle } from '@/utils/when-idle';

/**
 * Starts the service worker, the session check (only where this browser
 * holds a session), the confirmation of a mailed verification link and the outbox's delivery triggers once the page is live,
 * and has the visitor told about messages refused after queueing. The outbox
 * (and IndexedDB's library) loads when the browser is idle, after the first
 * paint.
 */
export function BackgroundServices() {
  useEffect(() => {
    registerServiceWorker();
    restoreSession();
    // The account verification mail links to /?verify=<token>.
    const verifyToken = takeUrlParam('verify');
    if (verifyToken) {
      void import('@/features/auth/verification-link').then(({ confirmVerificationLink }) =>
        confirmVerificationLink(verifyToken),
      );
    }
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void Promise.all([import('@/lib/outbox/page-outbox'), import('./tell-refused')]).then(
        ([{ startOutboxDelivery }, { tellRefused }]) => {
          if (!cancelled) stop = startOutboxDelivery(tellRefused);
        },
      );
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, []);
  return null;
}
