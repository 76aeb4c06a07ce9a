import { proxy } from 'valtio';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import {
  DEFAULT_PREFERENCES,
  parsePreferences,
  preferenceAttributes,
  serializePreferences,
  themeColor,
  type Contrast,
  type Preferences,
  type TextSize,
  type Theme,
} from './preferences';

/**
 * The visitor's display preferences. It holds the defaults on the server and
 * on the first client render (so hydration matches); `loadSavedPreferences`
 * fills in the saved values after mount. The boot script has already put
 * them on <html>, so the page never shows the defaults in between.
 */
export const preferencesState = proxy<Preferences>({ ...DEFAULT_PREFERENCES });

function applyToDocument(preferences: Preferences): void {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(preferenceAttributes(preferences))) {
    if (value) root.setAttribute(name, value);
    else root.removeAttribute(name);
  }
  const color = themeColor(preferences);
  document
    .querySelectorAll('meta[name="theme-color"]')
    .forEach((meta) => meta.setAttribute('content', color));
}

function save(preferences: Preferences): void {
  try {
    localStorage.setItem(STORAGE_KEYS.preferences, serializePreferences(preferences));
  } catch {
    // Storage full or blocked (private mode): the choice still applies to this page.
  }
}

function update(change: Partial<Preferences>): void {
  Object.assign(preferencesState, change);
  const current = { ...preferencesState };
  applyToDocument(current);
  save(current);
}

export const setTheme = (theme: Theme) => update({ theme });
export const setTextSize = (textSize: TextSize) => update({ textSize });
export const setContrast = (contrast: Contrast) => update({ contrast });

/** Spec §4: 'Reset to Default' restores light, normal, normal. */
export const resetPreferences = () => update({ ...DEFAULT_PREFERENCES });

/** Reads the saved preferences into the store and onto the page (after mount, or when another tab saves). */
export function loadSavedPreferences(): void {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(STORAGE_KEYS.preferences);
  } catch {
    saved = null;
  }
  const preferences = parsePreferences(saved);
  Object.assign(preferencesState, preferences);
  applyToDocument(preferences);
}
