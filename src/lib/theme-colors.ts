/** The four themes the page can show: the theme and contrast, resolved. */
export type ThemeVariant = 'light' | 'dark' | 'lightHighContrast' | 'darkHighContrast';

/**
 * The browser toolbar colour (`<meta name="theme-color">`) and the installed
 * app's splash for each theme: the page's surface colour in src/styles/theme.css.ts.
 */
export const THEME_COLORS: Readonly<Record<ThemeVariant, string>> = {
  light: '#fbfaf7',
  dark: '#111214',
  lightHighContrast: '#ffffff',
  darkHighContrast: '#000000',
};

/** The system settings the site follows until the visitor picks a theme or contrast. */
export const SYSTEM_QUERIES = {
  dark: '(prefers-color-scheme: dark)',
  highContrast: '(prefers-contrast: more)',
} as const;

/** One web app manifest per theme, so the installed app's splash matches what the page shows. */
export const MANIFEST_FILES: Readonly<Record<ThemeVariant, string>> = {
  light: 'manifest.webmanifest',
  dark: 'manifest-dark.webmanifest',
  lightHighContrast: 'manifest-light-high-contrast.webmanifest',
  darkHighContrast: 'manifest-dark-high-contrast.webmanifest',
};

export function themeVariant(dark: boolean, highContrast: boolean): ThemeVariant {
  if (dark) return highContrast ? 'darkHighContrast' : 'dark';
  return highContrast ? 'lightHighContrast' : 'light';
}

/**
 * The theme-color meta tags for a page without script: the browser takes the
 * first whose media query matches, so the most specific comes first.
 */
export function themeColorMetas(): string {
  const { dark, highContrast } = SYSTEM_QUERIES;
  return [
    [THEME_COLORS.darkHighContrast, `${dark} and ${highContrast}`],
    [THEME_COLORS.lightHighContrast, highContrast],
    [THEME_COLORS.dark, dark],
    [THEME_COLORS.light, undefined],
  ]
    .map(
      ([content, media]) =>
        `<meta name="theme-color" content="${content}"${media ? ` media="${media}"` : ''} />`,
    )
    .join('');
}
