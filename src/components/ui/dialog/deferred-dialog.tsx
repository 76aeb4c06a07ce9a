import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './dialog';

const LazyDialog = lazy(() => import('./dialog').then((module) => ({ default: module.Dialog })));

/**
 * A Dialog whose code loads the first time it opens, so the dialogs every
 * page carries (menu, settings, shortcuts) cost nothing on first load. It
 * stays mounted afterwards, so closing animates and focus returns as usual.
 */
export function DeferredDialog(props: DialogProps & { isOpen: boolean }) {
  const [wanted, setWanted] = useState(props.isOpen);
  if (props.isOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  );
}

/** Starts loading the dialog's code early, e.g. when a pointer nears its trigger. */
export function preloadDialog(): void {
  void import('./dialog');
}
