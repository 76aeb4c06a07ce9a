import { FILL_ADMIN_FILES } from './admin-app';

/**
 * Asks the worker to keep the admin's files (the admin's pages and the
 * app's scripts, src/sw/admin-files.ts) so the admin area opens offline:
 * once the admin is signed in on one of its pages, and again whenever the
 * connection is back, as a fill the line cut short is taken up. Returns a
 * function that stops asking.
 */
export function keepAdminFilesOffline(): () => void {
  if (!('serviceWorker' in navigator)) return () => {};
  const ask = () =>
    void navigator.serviceWorker.ready.then((ready) => ready.active?.postMessage({ type: FILL_ADMIN_FILES }));
  ask();
  window.addEventListener('online', ask);
  return () => window.removeEventListener('online', ask);
}
