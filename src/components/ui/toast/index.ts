export { toast, toastQueue, type ToastContent } from './toast-queue';
export { DeferredToastRegion as ToastRegion } from './deferred-toast-region';
export { onToastWanted } from './toast-wanted';
export { goWithToasts } from './go-with-toasts';
