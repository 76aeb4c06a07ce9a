export { toast, toastQueue, type ToastContent } from './toast-queue';
export { ToastRegionView as ToastRegion } from './toast-region';
