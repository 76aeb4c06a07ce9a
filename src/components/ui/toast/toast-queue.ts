import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { wantToasts } from './toast-wanted';

export interface ToastContent {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /**
   * Acts on what the toast says: a link (getting a message back) or a press
   * (undoing what was just done).
   */
  action?: { label: string; href: string } | { label: string; onPress: () => void };
}

export const DEFAULT_TOAST_TIMEOUT = 5000;

/** The one toast queue; the region in the app shell renders it. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 3 });

/**
 * Shows a toast. The timeout is never under 5 s, so it can be read; a toast
 * with an action stays until dismissed, so the action cannot vanish from
 * under the visitor, as does one shown 'until-dismissed'.
 */
export function toast(
  content: ToastContent,
  timeout: number | 'until-dismissed' = DEFAULT_TOAST_TIMEOUT,
): () => void {
  const stays = content.action || timeout === 'until-dismissed';
  wantToasts();
  const key = toastQueue.add(content, stays ? {} : { timeout: Math.max(timeout, DEFAULT_TOAST_TIMEOUT) });
  return () => toastQueue.close(key);
}
