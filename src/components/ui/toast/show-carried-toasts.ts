import { STORAGE_KEYS } from '@/lib/storage-keys';
import type { ToastContent } from './toast-queue';
import { readStoredJson, writeStored } from '@/lib/safe-storage';

function takeCarried(): ToastContent[] {
  const kept = readStoredJson(STORAGE_KEYS.toastsForNextPage, 'session');
  if (kept === undefined) return [];
  writeStored(STORAGE_KEYS.toastsForNextPage, null, 'session');
  return Array.isArray(kept) ? kept.filter(isToastContent) : [];
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
