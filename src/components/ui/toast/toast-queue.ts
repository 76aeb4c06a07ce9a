import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export interface ToastContent {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export const DEFAULT_TOAST_TIMEOUT = 5000;

/** The one toast queue; the region in the app shell renders it. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 3 });

/** Shows a toast. The timeout is never under 5 s, so it can be read. */
export function toast(content: ToastContent, timeout = DEFAULT_TOAST_TIMEOUT): () => void {
  const key = toastQueue.add(content, { timeout: Math.max(timeout, DEFAULT_TOAST_TIMEOUT) });
  return () => toastQueue.close(key);
}
