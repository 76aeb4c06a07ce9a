import { THEME_COLORS, themeVariant, type ThemeVariant } from '@/lib/theme-colors';

/**
 * Theme light or dark, text size small, normal or large, contrast
 * normal or high. Theme and contrast also have 'system' (the default): the
 * page follows the device's dark mode and higher-contrast settings until the
 * visitor picks.
 */
export const THEMES = ['system', 'light', 'dark'] as const;
export const TEXT_SIZES = ['small', 'normal', 'large'] as const;
export const CONTRASTS = ['system', 'normal', 'high'] as const;

export type Theme = (typeof THEMES)[number];
export type TextSize = (typeof TEXT_SIZES)[number];
export type Contrast = (typeof CONTRASTS)[number];

export interface Preferences {
  theme: Theme;
  textSize: TextSize;
  contrast: Contrast;
}

/** What the device asks for, read from its media queries. */
export interface SystemSettings {
  dark: boolean;
  highContrast: boolean;
}

/** 'Reset to Default' goes back to following the system, at normal text size. */
export const DEFAULT_PREFERENCES: Readonly<Preferences> = Object.freeze({
  theme: 'system',
  textSize: 'normal',
  contrast: 'system',
});

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/**
 * The preferences saved as JSON in local storage. Anything missing, unknown
 * or unreadable falls back to its default, field by field, so one bad value
 * never throws away the others.
 */
export function parsePreferences(saved: string | null): Preferences {
  let data: unknown = null;
  try {
    data = saved ? JSON.parse(saved) : null;
  } catch {
    data = null;
  }
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return {
    theme: oneOf(THEMES, record.theme, DEFAULT_PREFERENCES.theme),
    textSize: oneOf(TEXT_SIZES, record.textSize, DEFAULT_PREFERENCES.textSize),
    contrast: oneOf(CONTRASTS, record.contrast, DEFAULT_PREFERENCES.contrast),
  };
}

export function serializePreferences({ theme, textSize, contrast }: Preferences): string {
  return JSON.stringify({ theme, textSize, contrast });
}

/**
 * The attributes on <html> that the theme CSS reads (and the boot script
 * sets before first paint); a default leaves its attribute off, so the CSS
 * follows the system.
 */
export function preferenceAttributes(preferences: Preferences): {
  'data-theme': 'light' | 'dark' | undefined;
  'data-text-size': 'small' | 'large' | undefined;
  'data-contrast': 'normal' | 'high' | undefined;
} {
  return {
    'data-theme': preferences.theme === 'system' ? undefined : preferences.theme,
    'data-text-size': preferences.textSize === 'normal' ? undefined : preferences.textSize,
    'data-contrast': preferences.contrast === 'system' ? undefined : preferences.contrast,
  };
}

/** The theme the page shows: the visitor's choice where there is one, else the system's. */
export function shownTheme({ theme, contrast }: Preferences, system: SystemSettings): ThemeVariant {
  const dark = theme === 'system' ? system.dark : theme === 'dark';
  const highContrast = contrast === 'system' ? system.highContrast : contrast === 'high';
  return themeVariant(dark, highContrast);
}

/** The browser toolbar colour for these preferences, as the boot script sets it. */
export function themeColor(preferences: Preferences, system: SystemSettings): string {
  return THEME_COLORS[shownTheme(preferences, system)];
}
