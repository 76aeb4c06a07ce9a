import { useEffect } from 'react';
import { startOutboxDelivery } from '@/lib/outbox/page-outbox';
import { registerServiceWorker } from '@/lib/pwa/sw-bridge';

/** Starts the service worker and the outbox's delivery triggers once the page is live. */
export function BackgroundServices() {
  useEffect(() => {
    registerServiceWorker();
    return startOutboxDelivery();
  }, []);
  return null;
}
