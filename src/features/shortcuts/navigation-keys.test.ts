import { describe, expect, it } from 'vitest';
import { isNavigationKey } from './navigation-keys';

describe('isNavigationKey', () => {
  it.each([
    'Tab',
    'ArrowUp',
    'ArrowDown',
    'ArrowLeft',
    'ArrowRight',
    'Home',
    'End',
    'PageUp',
    'PageDown',
    'Enter',
    ' ',
    'Escape',
    'F6',
  ])('%j turns keyboard mode on', (key) => {
    expect(isNavigationKey(key)).toBe(true);
  });

  it.each(['a', 'H', '?', '/', 'Shift', 'Alt', 'Control', 'Meta', 'Backspace'])('%j does not', (key) => {
    expect(isNavigationKey(key)).toBe(false);
  });
});
