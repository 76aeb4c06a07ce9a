/// <reference lib="webworker" />
import { ENQUIRY_ALERT_TITLE, type EnquiryAlert } from '../definitions/enquiry-alert';

/** What a push that says nothing usable shows: the inbox. */
const INBOX_ALERT: EnquiryAlert = {
  title: ENQUIRY_ALERT_TITLE,
  body: 'Open the inbox to read it.',
  tag: 'enquiry',
  url: '/admin/enquiries',
};

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() ? value : fallback;

/** The alert a push's data asks for (pb_hooks/lib/push-queue.js writes it), each part it lacks the inbox's. */
export function alertOf(data: unknown): EnquiryAlert {
  const sent = (typeof data === 'object' && data !== null ? data : {}) as Partial<
    Record<keyof EnquiryAlert, unknown>
  >;
  return {
    title: text(sent.title, INBOX_ALERT.title),
    body: text(sent.body, INBOX_ALERT.body),
    tag: text(sent.tag, INBOX_ALERT.tag),
    url: text(sent.url, INBOX_ALERT.url),
  };
}

/**
 * Shows the alert a push carries, whatever else is open: WebKit takes the
 * subscription back from a site whose pushes show nothing, and Chromium
 * shows a notice of its own. Its tag is the enquiry's, so the notification
 * a tab showed for it (src/features/admin/background-alerts.ts) is replaced,
 * not doubled; the click opens its `url` (./notification-click.ts).
 */
export async function showPushedAlert(worker: ServiceWorkerGlobalScope, event: PushEvent): Promise<void> {
  let data: unknown = null;
  try {
    data = event.data?.json();
  } catch {
    // Not JSON: shown as the inbox's alert.
  }
  const alert = alertOf(data);
  await worker.registration.showNotification(alert.title, {
    body: alert.body,
    tag: alert.tag,
    icon: '/icons/icon-192.png',
    data: { url: alert.url },
  });
}
