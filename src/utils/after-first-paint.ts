/**
 * Runs `work` in a task of its own once the browser has painted the page,
 * so script work (hydrating the prerendered HTML) never holds back the
 * first paint. A hidden page never paints: it runs at once.
 */
export function afterFirstPaint(work: () => void): void {
  if (document.visibilityState === 'hidden') {
    work();
    return;
  }
  requestAnimationFrame(() => setTimeout(work, 0));
}
