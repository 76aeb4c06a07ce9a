import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/lib/memory-storage.test-helpers';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { storedAuthPresent } from './session-state';

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('whether this browser holds a session', () => {
  it('is told by the stored session', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    expect(storedAuthPresent()).toBe(false);
    storage.setItem(STORAGE_KEYS.pocketBaseAuth, '{"token":"t"}');
    expect(storedAuthPresent()).toBe(true);
  });

  it('is no, without throwing, where storage is missing or refused', () => {
    expect(storedAuthPresent()).toBe(false);
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(storedAuthPresent()).toBe(false);
  });
});
