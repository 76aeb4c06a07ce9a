import { useEffect } from 'react';
import { registerServiceWorker } from '@/lib/pwa/sw-bridge';

/**
 * Starts the service worker and the outbox's delivery triggers once the page
 * is live. The outbox (and IndexedDB's library) loads on demand, after the
 * first paint.
 */
export function BackgroundServices() {
  useEffect(() => {
    registerServiceWorker();
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('@/lib/outbox/page-outbox').then(({ startOutboxDelivery }) => {
      if (!cancelled) stop = startOutboxDelivery();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return null;
}
