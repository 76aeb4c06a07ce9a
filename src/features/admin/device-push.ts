import { base64Url, fromBase64Url } from '@/push/bytes';
import { loadPocketBase } from '@/lib/pocketbase/sdk';
import { fetchPushKey, removeAlertDevice, saveAlertDevice } from './alert-devices-api';

/** How signing this device up for alerts with the site closed went. */
export type PushOutcome = 'on' | 'unsupported' | 'failed';

/** The service worker's registration, where the Push API lives; none where the worker is not installed. */
async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator) || typeof PushManager === 'undefined') return undefined;
  return navigator.serviceWorker.getRegistration();
}

/** The endpoint of this browser's subscription, to tell this device in the list. */
export async function thisDeviceEndpoint(): Promise<string | null> {
  const subscription = await (await workerRegistration())?.pushManager.getSubscription();
  return subscription?.endpoint ?? null;
}

/**
 * Subscribes this browser with the server's key and saves the subscription
 * there, so each new enquiry is pushed to it with the site closed. Run once
 * notifications are allowed (the browser asks on the admin's press, never on
 * load). A subscription made with another key (the server's changed) is
 * replaced: its pushes would be refused.
 */
export async function subscribeThisDevice(): Promise<PushOutcome> {
  const registration = await workerRegistration();
  if (!registration) return 'unsupported';
  try {
    const pb = await loadPocketBase();
    const key = await fetchPushKey(pb);
    let subscription = await registration.pushManager.getSubscription();
    const keyOf = (held: PushSubscription) => {
      const bytes = held.options.applicationServerKey;
      return bytes ? base64Url(new Uint8Array(bytes)) : '';
    };
    if (subscription && keyOf(subscription) !== key) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: Uint8Array.from(fromBase64Url(key) ?? []),
    });
    await saveAlertDevice(pb, subscription.toJSON());
    return 'on';
  } catch {
    // No push service reachable, the key refused, or offline: alerts still come while a tab is open.
    return 'failed';
  }
}

/** Unsubscribes this browser and removes it from the server's devices. */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await (await workerRegistration())?.pushManager.getSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  try {
    await removeAlertDevice(await loadPocketBase(), { endpoint });
  } catch {
    // Offline: the push service answers the next push with 410, and the server removes the device then.
  }
}
