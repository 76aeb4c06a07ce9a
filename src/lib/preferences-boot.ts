import { STORAGE_KEYS } from './storage-keys.ts';

/**
 * The browser toolbar colour (`<meta name="theme-color">`) for each theme:
 * the page's surface colour in src/styles/theme.css.ts.
 */
export const THEME_COLORS = {
  light: '#fbfaf7',
  dark: '#111214',
  lightHighContrast: '#ffffff',
  darkHighContrast: '#000000',
} as const;

/**
 * Reads the saved preferences and sets them as attributes on <html>, and the
 * toolbar colour to match. It runs as an inline script before first paint,
 * so it must stand alone: no imports and nothing from the outer scope.
 */
function applySavedPreferences(key: string, themeColors: typeof THEME_COLORS): void {
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    const root = document.documentElement;
    const dark = saved.theme === 'dark';
    const high = saved.contrast === 'high';
    if (dark) root.dataset.theme = 'dark';
    if (high) root.dataset.contrast = 'high';
    if (saved.textSize === 'small' || saved.textSize === 'large') root.dataset.textSize = saved.textSize;
    // The site is light unless the visitor chose dark, whatever the system says.
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
    // Storage blocked or corrupt: the defaults apply.
  }
}

export function preferencesBootScript(): string {
  const args = [STORAGE_KEYS.preferences, THEME_COLORS].map((value) => JSON.stringify(value)).join(',');
  return `(${applySavedPreferences.toString()})(${args})`;
}
