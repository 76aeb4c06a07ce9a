/** What each page needs offline first, built into the worker's script (src/tools/offline-first-plugin.ts). */
declare module 'virtual:offline-first' {
  import type { OfflineFirst } from '../lib/pwa/offline-first';
  const list: OfflineFirst;
  export default list;
}
