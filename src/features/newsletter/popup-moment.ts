import { STORAGE_KEYS } from '@/lib/storage-keys';
import { readStored, writeStored } from '@/lib/safe-storage';

/** The popup opens after 30 seconds on the page. */
export const POPUP_DELAY_MS = 30_000;

export function wasShown(): boolean {
  // Without storage the popup could not be remembered, so it would nag on every page: it counts as shown.
  return readStored(STORAGE_KEYS.newsletterPopupShown) !== null;
}

/** Refused (private mode, quota), the popup may appear again, nothing worse. */
export function rememberShown(): void {
  writeStored(STORAGE_KEYS.newsletterPopupShown, 'true');
}

/**
 * Calls `onMoment` once, when the popup is due: the pointer leaving through
 * the top of the page, or 30 s after the page loaded; never when
 * it was shown before. Returns a function that stops watching.
 */
export function watchForPopupMoment(onMoment: () => void): () => void {
  if (wasShown()) return () => {};
  const due = () => {
    stop();
    onMoment();
  };
  const onMouseOut = (event: MouseEvent) => {
    if (event.relatedTarget === null && event.clientY <= 0) due();
  };
  const timer = setTimeout(due, Math.max(0, POPUP_DELAY_MS - performance.now()));
  document.addEventListener('mouseout', onMouseOut);
  function stop() {
    clearTimeout(timer);
    document.removeEventListener('mouseout', onMouseOut);
  }
  return stop;
}
