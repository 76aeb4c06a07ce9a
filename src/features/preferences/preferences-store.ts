import { proxy } from 'valtio';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { MANIFEST_FILES, SYSTEM_QUERIES, THEME_COLORS } from '@/lib/theme-colors';
import { readStored, writeStored } from '@/lib/safe-storage';
import {
  DEFAULT_PREFERENCES,
  parsePreferences,
  preferenceAttributes,
  serializePreferences,
  shownTheme,
  type Contrast,
  type Preferences,
  type SystemSettings,
  type TextSize,
  type Theme,
} from './preferences';

/**
 * The visitor's display preferences. It holds the defaults on the server;
 * `loadSavedPreferences` fills in the saved values from the page's first
 * script (only the settings panel reads them, and it is never part of a
 * page's HTML). The boot script has already put them on <html>, so the page
 * never shows the defaults in between.
 */
export const preferencesState = proxy<Preferences>({ ...DEFAULT_PREFERENCES });

function systemSettings(): SystemSettings {
  return {
    dark: matchMedia(SYSTEM_QUERIES.dark).matches,
    highContrast: matchMedia(SYSTEM_QUERIES.highContrast).matches,
  };
}

/**
 * The toolbar colour and the manifest (the installed app's splash) for the
 * theme shown. The CSS follows a change of system setting by itself; these
 * follow it through `followSystemSettings`.
 */
function applyThemeColors(preferences: Preferences): void {
  const shown = shownTheme(preferences, systemSettings());
  document
    .querySelectorAll('meta[name="theme-color"]')
    .forEach((meta) => meta.setAttribute('content', THEME_COLORS[shown]));
  // The admin's pages link the admin's own app, themed the same way, in its folder.
  const manifest = document.querySelector('link[rel="manifest"]');
  const folder = manifest?.getAttribute('href')?.replace(/[^/]*$/, '') ?? '/';
  manifest?.setAttribute('href', `${folder}${MANIFEST_FILES[shown]}`);
}

function applyToDocument(preferences: Preferences): void {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(preferenceAttributes(preferences))) {
    if (value) root.setAttribute(name, value);
    else root.removeAttribute(name);
  }
  applyThemeColors(preferences);
}

/** Refused (full, private mode), the choice still applies to this page. */
function save(preferences: Preferences): void {
  writeStored(STORAGE_KEYS.preferences, serializePreferences(preferences));
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

/** 'Reset to Default' goes back to following the system, at normal text size. */
export const resetPreferences = () => update({ ...DEFAULT_PREFERENCES });

/** Reads the saved preferences into the store and onto the page (from the first script, or when another tab saves). */
export function loadSavedPreferences(): void {
  const preferences = parsePreferences(readStored(STORAGE_KEYS.preferences) ?? null);
  Object.assign(preferencesState, preferences);
  applyToDocument(preferences);
}

/** Keeps the toolbar colour and manifest in step with the system's settings; returns the unsubscribe. */
export function followSystemSettings(): () => void {
  const queries = Object.values(SYSTEM_QUERIES).map((query) => matchMedia(query));
  const onChange = () => applyThemeColors({ ...preferencesState });
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}
