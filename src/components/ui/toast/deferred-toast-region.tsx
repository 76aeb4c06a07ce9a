import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastQueue } from './toast-queue';

const LazyToastRegion = lazy(() =>
  import('./toast-region').then((module) => ({ default: module.ToastRegionView })),
);

const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);
const hasToasts = () => toastQueue.visibleToasts.length > 0;

/**
 * The toast region, loaded with the first toast: the queue is tiny and
 * always there; the region's code is not needed until something is said.
 */
export function DeferredToastRegion() {
  const showing = useSyncExternalStore(subscribe, hasToasts, () => false);
  if (!showing) return null;
  return (
    <Suspense fallback={null}>
      <LazyToastRegion />
    </Suspense>
  );
}
