/** How long to wait for an element before giving up on a page that lacks it. */
const TIMEOUT_MS = 10_000;

/**
 * Calls `found` with the first element matching `find` as soon as it is in
 * the document: at once, or when a page still loading (a lazy route) renders
 * it. Returns a function that stops waiting.
 */
export function whenElementExists(
  find: () => HTMLElement | null,
  found: (element: HTMLElement) => void,
): () => void {
  const present = find();
  if (present) {
    found(present);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const element = find();
    if (!element) return;
    stop();
    found(element);
  });
  const timer = setTimeout(() => stop(), TIMEOUT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
