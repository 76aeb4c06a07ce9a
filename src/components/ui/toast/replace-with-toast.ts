import { writeStoredJson } from '@/lib/safe-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import type { ToastContent } from './toast-queue';

/**
 * Opens `href` in place of this page, whose next page shows `content` as a
 * toast (./show-carried-toasts.ts): for a page with no toasts of its own
 * showing, which needs no toast code to say where the visitor is going.
 */
export function replaceWithToast(href: string, content: ToastContent): void {
  // Storage refused (private mode, full): the next page opens without it.
  writeStoredJson(STORAGE_KEYS.toastsForNextPage, [content], 'session');
  window.location.replace(href);
}
