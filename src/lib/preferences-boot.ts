import { STORAGE_KEYS } from './storage-keys';

/**
 * Reads the saved preferences and sets them as attributes on <html>. It runs
 * as an inline script before first paint, so it must stand alone: no imports
 * and nothing from the outer scope.
 */
function applySavedPreferences(key: string): void {
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    const root = document.documentElement;
    if (saved.theme === 'dark') root.dataset.theme = 'dark';
    if (saved.contrast === 'high') root.dataset.contrast = 'high';
    if (saved.textSize === 'small' || saved.textSize === 'large') root.dataset.textSize = saved.textSize;
  } catch {
    // Storage blocked or corrupt: the defaults apply.
  }
}

export function preferencesBootScript(): string {
  return `(${applySavedPreferences.toString()})(${JSON.stringify(STORAGE_KEYS.preferences)})`;
}
