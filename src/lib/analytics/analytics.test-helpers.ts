import { vi } from 'vitest';
import { memoryStorage } from '../memory-storage.test-helpers';

/**
 * The browser globals analytics reads, in Node: storage, the Global Privacy
 * Control and Do Not Track signals, the page's address and events, and idle
 * callbacks, which wait in `idle` until the test runs them.
 */
export function browserGlobals(options: { globalPrivacyControl?: boolean; doNotTrack?: string } = {}) {
  const idle: Array<() => void> = [];
  const page = new EventTarget();
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('navigator', {
    globalPrivacyControl: options.globalPrivacyControl,
    doNotTrack: options.doNotTrack ?? null,
  });
  vi.stubGlobal('window', Object.assign(page, { location: { href: 'http://127.0.0.1/services' } }));
  vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
  return {
    runIdle: () => idle.splice(0).forEach((work) => work()),
  };
}
