import { STORAGE_KEYS } from '@/lib/storage-keys';
import { subscribeThisDevice, unsubscribeThisDevice, type PushOutcome } from './device-push';
import type { Enquiry } from './enquiry';
import { readStored, writeStored } from '@/lib/safe-storage';

/** Whether this browser can notify, whether it may, and whether the admin wants it on this device. */
export type AlertsState = 'unsupported' | 'blocked' | 'off' | 'on';

/** Notifications shown at once when several enquiries arrive together; the bell counts the rest. */
const NOTIFIED_AT_ONCE = 3;

const chosen = () => readStored(STORAGE_KEYS.adminNotify) === 'on';

const choose = (on: boolean) => writeStored(STORAGE_KEYS.adminNotify, on ? 'on' : null);

export function alertsState(): AlertsState {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return Notification.permission === 'granted' && chosen() ? 'on' : 'off';
}

/** iPhones and iPads let a site notify only once it is on the Home Screen (iOS 16.4 and later), opened from there. */
export function needsHomeScreen(): boolean {
  return (navigator as Navigator & { standalone?: boolean }).standalone === false;
}

/**
 * Turns notifications on: asks the browser's permission, which a browser
 * grants only on the admin's own press, so this runs from one (never on load),
 * then signs this device up for alerts with the site closed (./device-push.ts).
 */
export async function turnAlertsOn(): Promise<{ state: AlertsState; push: PushOutcome | null }> {
  if (typeof Notification === 'undefined') return { state: 'unsupported', push: null };
  const permission = await Notification.requestPermission();
  choose(permission === 'granted');
  const state = alertsState();
  return { state, push: state === 'on' ? await subscribeThisDevice() : null };
}

/** Turns notifications off on this device at once; the push subscription goes after (`unsubscribed`). */
export function turnAlertsOff(): { state: AlertsState; unsubscribed: Promise<void> } {
  choose(false);
  return { state: alertsState(), unsubscribed: unsubscribeThisDevice() };
}

/** Where a notification's click leads: the enquiry alone, in the inbox. */
export function enquiryAddress(enquiry: Pick<Enquiry, 'id'>): string {
  return `/admin/enquiries?enquiry=${enquiry.id}`;
}

/** The admin is elsewhere: this tab is hidden, or its window is not the one in front. */
function isAway(): boolean {
  return document.visibilityState === 'hidden' || !document.hasFocus();
}

async function show(enquiry: Enquiry): Promise<void> {
  const title = 'New Enquiry Received!';
  const options: NotificationOptions = {
    body: `${enquiry.name} (${enquiry.email})`,
    // One notification per enquiry, however many of the admin's tabs heard it.
    tag: `enquiry-${enquiry.id}`,
    icon: '/icons/icon-192.png',
    data: { url: enquiryAddress(enquiry) },
  };
  // A phone's browser shows notifications only through the service worker (see src/sw.ts for the click).
  const registration = await navigator.serviceWorker?.getRegistration();
  if (registration) {
    await registration.showNotification(title, options);
    return;
  }
  const notification = new Notification(title, options);
  notification.onclick = () => {
    window.focus();
    window.location.assign(enquiryAddress(enquiry));
  };
}

/** Notifies the admin of new enquiries (newest first) while they are away from the site, if they asked to be. */
export function notifyWhileAway(enquiries: readonly Enquiry[]): void {
  if (enquiries.length === 0 || alertsState() !== 'on' || !isAway()) return;
  enquiries.slice(0, NOTIFIED_AT_ONCE).forEach((enquiry) => {
    show(enquiry).catch(() => {
      // The browser refused after all (permission withdrawn meanwhile): the toast and the bell still tell.
    });
  });
}
