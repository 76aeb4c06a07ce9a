import { STORAGE_KEYS } from './storage-keys.ts';
import { SYSTEM_QUERIES, THEME_COLORS } from './theme-colors.ts';

/**
 * Puts an explicit choice of theme, contrast or text size from the saved
 * preferences on <html>, and the toolbar colour to match. It runs as an
 * inline script before first paint, so it must stand alone: no imports and
 * nothing from the outer scope (so its own try/catch, not ./safe-storage.ts,
 * guards the storage it reads). Without a choice it does nothing: the CSS
 * and the theme-color meta tags already follow the system's settings.
 */
function applySavedPreferences(
  key: string,
  themeColors: typeof THEME_COLORS,
  queries: typeof SYSTEM_QUERIES,
): void {
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    const root = document.documentElement;
    const theme = saved.theme === 'light' || saved.theme === 'dark' ? saved.theme : undefined;
    const contrast = saved.contrast === 'normal' || saved.contrast === 'high' ? saved.contrast : undefined;
    if (theme) root.dataset.theme = theme;
    if (contrast) root.dataset.contrast = contrast;
    if (saved.textSize === 'small' || saved.textSize === 'large') root.dataset.textSize = saved.textSize;
    if (!theme && !contrast) return;
    const dark = theme ? theme === 'dark' : matchMedia(queries.dark).matches;
    const high = contrast ? contrast === 'high' : matchMedia(queries.highContrast).matches;
    const themeColor = dark
      ? high
        ? themeColors.darkHighContrast
        : themeColors.dark
      : high
        ? themeColors.lightHighContrast
        : themeColors.light;
    document.querySelectorAll('meta[name="theme-color"]').forEach((meta) => {
      meta.setAttribute('content', themeColor);
    });
  } catch {
    // Storage blocked or corrupt: the system's settings apply.
  }
}

export function preferencesBootScript(): string {
  const args = [STORAGE_KEYS.preferences, THEME_COLORS, SYSTEM_QUERIES]
    .map((value) => JSON.stringify(value))
    .join(',');
  return `(${applySavedPreferences.toString()})(${args})`;
}
