import { STORAGE_KEYS } from '@/lib/storage-keys';
import { toastQueue } from './toast-queue';
import { writeStoredJson } from '@/lib/safe-storage';

/**
 * Opens `href` as the next document, taking the toasts now showing with it:
 * what a page has just said (signed in, password changed) is said again on
 * the page it sends the visitor to (./show-carried-toasts.ts). Replacing,
 * the page left is not kept in the history (a page the visitor has no more
 * use for, such as the sign-in page once signed in).
 */
export function goWithToasts(href: string, { replace = false } = {}): void {
  const showing = toastQueue.visibleToasts.map((shown) => shown.content);
  // Storage refused (private mode, full): the next page opens without them.
  if (showing.length > 0) writeStoredJson(STORAGE_KEYS.toastsForNextPage, showing, 'session');
  if (replace) window.location.replace(href);
  else window.location.assign(href);
}
