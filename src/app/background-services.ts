import { onFlushed, onWrittenHere } from '@/lib/outbox/change-signals';
import { watchConnectivity } from '@/lib/outbox/offline-notice';
import { outboxHasWork } from '@/lib/outbox/work-marks';
import { takeUrlParam } from '@/utils/url-param';
import { whenIdle } from '@/utils/when-idle';

/**
 * What every page runs from its first script, app or islands: the
 * confirmation of a mailed verification link, the connection watch, and the outbox's
 * delivery, which has the visitor told about messages refused after
 * queueing. The delivery (and IndexedDB's library) loads only when there
 * is something for it: work an earlier visit left, which the outbox's mark
 * in localStorage tells of when the browser is idle, or a write or flush by
 * this page, another tab or the worker.
 */
export function startBackgroundServices(): void {
  // The account verification mail links to /?verify=<token>.
  const verifyToken = takeUrlParam('verify');
  if (verifyToken) {
    void import('@/features/auth/verification-link').then(({ confirmVerificationLink }) =>
      confirmVerificationLink(verifyToken),
    );
  }
  watchConnectivity();
  let started = false;
  const startDelivery = (reconnected = false) => {
    if (started) return;
    started = true;
    stopTriggers();
    void Promise.all([import('@/lib/outbox/page-outbox'), import('./tell-refused')]).then(
      ([{ startOutboxDelivery }, { tellRefused }]) => startOutboxDelivery(tellRefused, { reconnected }),
    );
  };
  const startIfWork = (reconnected: boolean) =>
    void outboxHasWork().then((hasWork) => hasWork && startDelivery(reconnected));
  // A connection back before the browser is idle sends what waits at once, as it does once delivery runs.
  const onOnline = () => startIfWork(true);
  window.addEventListener('online', onOnline);
  const triggers = [
    onWrittenHere(() => startDelivery()),
    onFlushed(() => startDelivery()),
    whenIdle(() => startIfWork(false)),
    () => window.removeEventListener('online', onOnline),
  ];
  function stopTriggers() {
    triggers.forEach((stop) => stop());
  }
}
