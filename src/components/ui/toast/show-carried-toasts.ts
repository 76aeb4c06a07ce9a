import { STORAGE_KEYS } from '@/lib/storage-keys';
import type { ToastContent } from './toast-queue';

function takeCarried(): ToastContent[] {
  try {
    const kept = sessionStorage.getItem(STORAGE_KEYS.toastsForNextPage);
    if (kept === null) return [];
    sessionStorage.removeItem(STORAGE_KEYS.toastsForNextPage);
    const parsed: unknown = JSON.parse(kept);
    return Array.isArray(parsed) ? parsed.filter(isToastContent) : [];
  } catch {
    return [];
  }
}

function isToastContent(value: unknown): value is ToastContent {
  return typeof value === 'object' && value !== null && typeof (value as ToastContent).title === 'string';
}

/**
 * Shows the toasts the previous page sent on with the visitor
 * (./go-with-toasts.ts), once. A page with none loads no toast code.
 */
export function showCarriedToasts(): void {
  const carried = takeCarried();
  if (carried.length === 0) return;
  void import('./toast-queue').then(({ toast }) => carried.forEach((content) => toast(content)));
}
