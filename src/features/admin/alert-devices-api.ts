import type PocketBase from 'pocketbase';

/** A device where an admin switched alerts on, as the server lists it (pb_hooks/lib/push-subscriptions.js). */
export interface AlertDevice {
  id: string;
  /** "Chrome on Android", from the user agent it subscribed with. */
  device: string;
  endpoint: string;
  created: string;
}

/** The server's VAPID public key, base64url: the applicationServerKey every device subscribes with. */
export async function fetchPushKey(pb: PocketBase): Promise<string> {
  return (await pb.send<{ publicKey: string }>('/api/push/key', {})).publicKey;
}

export async function listAlertDevices(pb: PocketBase): Promise<AlertDevice[]> {
  return (await pb.send<{ items: AlertDevice[] }>('/api/push/subscriptions', {})).items;
}

/** Saves this browser's PushSubscription, so each new enquiry is pushed to it. */
export async function saveAlertDevice(
  pb: PocketBase,
  subscription: PushSubscriptionJSON,
): Promise<AlertDevice> {
  return pb.send<AlertDevice>('/api/push/subscriptions', { method: 'POST', body: subscription });
}

/** Removes a device by its id (from the list) or its endpoint (the device itself); one already gone counts as removed. */
export async function removeAlertDevice(
  pb: PocketBase,
  which: { id: string } | { endpoint: string },
): Promise<void> {
  try {
    await pb.send('/api/push/subscriptions', { method: 'DELETE', body: which });
  } catch (error) {
    if ((error as { status?: number }).status !== 404) throw error;
  }
}
