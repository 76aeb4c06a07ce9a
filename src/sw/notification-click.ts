/// <reference lib="webworker" />

/** The only pages a notification opens: the admin's inbox, or one enquiry in it. */
const INBOX = '/admin/enquiries';

/** Where a notification's click leads, from the data the page gave it; anything else is the inbox. */
export function notificationTarget(data: unknown, origin: string): string {
  const asked = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  if (typeof asked === 'string') {
    const url = new URL(asked, origin);
    if (url.origin === origin && url.pathname === INBOX) return url.href;
  }
  return new URL(INBOX, origin).href;
}

/**
 * Opens what a clicked notification is about: in a window of the site the
 * admin has open (the one on an admin page first), or in a new one, as when
 * a pushed alert is tapped with the site closed.
 */
export async function openNotified(
  worker: ServiceWorkerGlobalScope,
  notification: Notification,
): Promise<void> {
  notification.close();
  const target = notificationTarget(notification.data, worker.location.origin);
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).pathname.startsWith('/admin/')) ?? windows[0];
  if (open) {
    // Focus needs the click's own activation, which a slow device may have let lapse: the window goes to the enquiry all the same.
    const shown = await open.focus().catch(() => open);
    // A window the worker does not control cannot be navigated by it (a tab opened before it was installed).
    if (await shown.navigate(target).catch(() => null)) return;
  }
  await worker.clients.openWindow(target);
}
