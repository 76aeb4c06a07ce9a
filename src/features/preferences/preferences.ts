import { THEME_COLORS } from '@/lib/preferences-boot';

/** Spec §4: theme light or dark, text size small, normal or large, contrast normal or high. */
export const THEMES = ['light', 'dark'] as const;
export const TEXT_SIZES = ['small', 'normal', 'large'] as const;
export const CONTRASTS = ['normal', 'high'] as const;

export type Theme = (typeof THEMES)[number];
export type TextSize = (typeof TEXT_SIZES)[number];
export type Contrast = (typeof CONTRASTS)[number];

export interface Preferences {
  theme: Theme;
  textSize: TextSize;
  contrast: Contrast;
}

/** Spec §4: 'Reset to Default' restores light, normal, normal. */
export const DEFAULT_PREFERENCES: Readonly<Preferences> = Object.freeze({
  theme: 'light',
  textSize: 'normal',
  contrast: 'normal',
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
 * sets before first paint); a default leaves its attribute off.
 */
export function preferenceAttributes(preferences: Preferences): {
  'data-theme': 'dark' | undefined;
  'data-text-size': 'small' | 'large' | undefined;
  'data-contrast': 'high' | undefined;
} {
  return {
    'data-theme': preferences.theme === 'dark' ? 'dark' : undefined,
    'data-text-size': preferences.textSize === 'normal' ? undefined : preferences.textSize,
    'data-contrast': preferences.contrast === 'high' ? 'high' : undefined,
  };
}

/** The browser toolbar colour for these preferences, as the boot script sets it. */
export function themeColor({ theme, contrast }: Preferences): string {
  if (theme === 'dark') return contrast === 'high' ? THEME_COLORS.darkHighContrast : THEME_COLORS.dark;
  return contrast === 'high' ? THEME_COLORS.lightHighContrast : THEME_COLORS.light;
}
