import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './memory-storage.test-helpers';
import { readStored, readStoredJson, writeStored, writeStoredJson } from './safe-storage';

/** A browser that refuses storage: reaching the store throws, as Chromium's blocked storage does. */
function blockStorage(area: 'localStorage' | 'sessionStorage'): void {
  Object.defineProperty(globalThis, area, {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  // A store blocked by a test of its own is put back as Node has it: absent.
  Reflect.deleteProperty(globalThis, 'localStorage');
  Reflect.deleteProperty(globalThis, 'sessionStorage');
});

describe('safe storage', () => {
  it('keeps, reads and forgets a value in either store', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
    expect(readStored('key')).toBeNull();
    expect(writeStored('key', 'kept')).toBe(true);
    expect(writeStored('key', 'for the tab', 'session')).toBe(true);
    expect(readStored('key')).toBe('kept');
    expect(readStored('key', 'session')).toBe('for the tab');
    expect(writeStored('key', null)).toBe(true);
    expect(readStored('key')).toBeNull();
  });

  it('reads JSON back, and damaged text as nothing', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    expect(writeStoredJson('list', ['a', 'b'])).toBe(true);
    expect(readStoredJson('list')).toEqual(['a', 'b']);
    writeStored('list', '[not json');
    expect(readStoredJson('list')).toBeUndefined();
    expect(readStoredJson('missing')).toBeUndefined();
  });

  it('says when the browser refuses storage, and never throws', () => {
    blockStorage('localStorage');
    expect(readStored('key')).toBeUndefined();
    expect(readStoredJson('key')).toBeUndefined();
    expect(writeStored('key', 'kept')).toBe(false);
    expect(writeStoredJson('key', [1])).toBe(false);
  });

  it('says when a full store refuses a value', () => {
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    vi.stubGlobal('localStorage', full);
    expect(writeStored('key', 'too much')).toBe(false);
    expect(readStored('key')).toBeNull();
  });
});
