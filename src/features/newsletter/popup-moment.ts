import { STORAGE_KEYS } from '@/lib/storage-keys';

/** Spec §9: the popup opens after 30 seconds on the page. */
export const POPUP_DELAY_MS = 30_000;

export function wasShown(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.newsletterPopupShown) !== null;
  } catch {
    // Without storage the popup could not be remembered, so it would nag on every page.
    return true;
  }
}

export function rememberShown(): void {
  try {
    localStorage.setItem(STORAGE_KEYS.newsletterPopupShown, 'true');
  } catch {
    // Storage refused (private mode, quota): the popup may appear again, nothing worse.
  }
}

/**
 * Calls `onMoment` once, when the popup is due: the pointer leaving through
 * the top of the page, or 30 s after the page loaded (spec §4); never when
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
