import { assignVars, createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { SYSTEM_QUERIES } from '@/lib/theme-colors';

/**
 * The one theme contract. Components use these semantic tokens only; the
 * light, dark and high-contrast themes fill them from the palette below.
 */
export const color = createThemeContract({
  text: null,
  textMuted: null,
  surface: null,
  surfaceRaised: null,
  surfaceSunken: null,
  border: null,
  borderStrong: null,
  accent: null,
  accentHover: null,
  onAccent: null,
  accentSoft: null,
  link: null,
  focusRing: null,
  danger: null,
  onDanger: null,
  success: null,
  overlay: null,
  shadow: null,
  /**
   * A CSS filter for our illustrations: SVG files drawn in the light theme's
   * paper, ink and blue, shown as images, which no theme variable reaches.
   */
  illustration: null,
});

const palette = {
  paper: '#fbfaf7',
  paperRaised: '#ffffff',
  paperSunken: '#f1efe9',
  ink: '#121212',
  inkMuted: '#55534e',
  line: '#dedbd2',
  lineStrong: '#9c998f',
  blue: '#2a44d4',
  blueDeep: '#1d32a8',
  blueSoft: '#e8ebfb',
  blueLight: '#9fb0ff',
  blueLightHover: '#c2ccff',
  night: '#111214',
  nightRaised: '#1b1c20',
  nightSunken: '#0a0a0c',
  nightLine: '#2e3036',
  nightLineStrong: '#6b6e78',
  snow: '#f3f2ee',
  snowMuted: '#b4b2ab',
  red: '#b42318',
  redLight: '#ff8a80',
  green: '#1e7a46',
  greenLight: '#6fd39a',
  black: '#000000',
  white: '#ffffff',
  yellow: '#ffe600',
} as const;

const light = {
  text: palette.ink,
  textMuted: palette.inkMuted,
  surface: palette.paper,
  surfaceRaised: palette.paperRaised,
  surfaceSunken: palette.paperSunken,
  border: palette.line,
  borderStrong: palette.lineStrong,
  accent: palette.blue,
  accentHover: palette.blueDeep,
  onAccent: palette.white,
  accentSoft: palette.blueSoft,
  link: palette.blue,
  focusRing: palette.blue,
  danger: palette.red,
  onDanger: palette.white,
  success: palette.green,
  overlay: 'rgba(18, 18, 18, 0.55)',
  shadow: '0 1px 2px rgba(18, 18, 18, 0.06), 0 8px 24px rgba(18, 18, 18, 0.08)',
  illustration: 'none',
};

const dark = {
  text: palette.snow,
  textMuted: palette.snowMuted,
  surface: palette.night,
  surfaceRaised: palette.nightRaised,
  surfaceSunken: palette.nightSunken,
  border: palette.nightLine,
  borderStrong: palette.nightLineStrong,
  accent: palette.blueLight,
  accentHover: palette.blueLightHover,
  onAccent: palette.night,
  accentSoft: '#1d2240',
  link: palette.blueLight,
  focusRing: palette.blueLight,
  danger: palette.redLight,
  onDanger: palette.night,
  success: palette.greenLight,
  overlay: 'rgba(0, 0, 0, 0.7)',
  shadow: '0 1px 2px rgba(0, 0, 0, 0.4), 0 8px 24px rgba(0, 0, 0, 0.5)',
  illustration: 'invert(0.9) hue-rotate(180deg)',
};

const highContrastLight = {
  ...light,
  text: palette.black,
  textMuted: palette.black,
  surface: palette.white,
  surfaceRaised: palette.white,
  surfaceSunken: palette.white,
  border: palette.black,
  borderStrong: palette.black,
  accent: '#0000c8',
  accentHover: palette.black,
  accentSoft: palette.white,
  link: '#0000c8',
  focusRing: palette.black,
  danger: '#8a0000',
  success: '#005a1e',
  shadow: 'none',
  illustration: 'none',
};

const highContrastDark = {
  ...dark,
  text: palette.white,
  textMuted: palette.white,
  surface: palette.black,
  surfaceRaised: palette.black,
  surfaceSunken: palette.black,
  border: palette.white,
  borderStrong: palette.white,
  accent: palette.yellow,
  accentHover: palette.white,
  onAccent: palette.black,
  accentSoft: palette.black,
  link: palette.yellow,
  focusRing: palette.yellow,
  danger: '#ff9c9c',
  success: '#8dffb5',
  shadow: 'none',
  illustration: 'invert(1) hue-rotate(180deg)',
};

const themes = {
  light: { tokens: light, colorScheme: 'light' },
  dark: { tokens: dark, colorScheme: 'dark' },
  highContrastLight: { tokens: highContrastLight, colorScheme: 'light' },
  highContrastDark: { tokens: highContrastDark, colorScheme: 'dark' },
} as const;

function applyTheme(selector: string, theme: keyof typeof themes, media?: string): void {
  const { tokens, colorScheme } = themes[theme];
  const rule = { vars: assignVars(color, tokens), colorScheme };
  globalStyle(selector, media ? { '@media': { [media]: rule } } : rule);
}

// The theme follows the system's dark mode and contrast settings in CSS, so
// the first paint is right with or without script. An explicit choice is an
// attribute on <html> (data-theme light|dark, data-contrast normal|high), set
// before first paint by the inline boot script; it wins over the system.
// Later rules of equal specificity win, and each high-contrast dark rule has
// one selector more, so the order below is the order of precedence.
const { dark: systemDark, highContrast: systemHigh } = SYSTEM_QUERIES;
const followsTheme = ':not([data-theme="light"])';
const followsContrast = ':not([data-contrast="normal"])';

applyTheme(':root', 'light');
applyTheme(':root[data-theme="dark"]', 'dark');
applyTheme(`:root${followsTheme}`, 'dark', systemDark);
applyTheme(':root[data-contrast="high"]', 'highContrastLight');
applyTheme(`:root${followsContrast}`, 'highContrastLight', systemHigh);
applyTheme(':root[data-theme="dark"][data-contrast="high"]', 'highContrastDark');
applyTheme(`:root${followsTheme}[data-contrast="high"]`, 'highContrastDark', systemDark);
applyTheme(`:root[data-theme="dark"]${followsContrast}`, 'highContrastDark', systemHigh);
applyTheme(`:root${followsTheme}${followsContrast}`, 'highContrastDark', `${systemDark} and ${systemHigh}`);

/** Tokens that do not change with the theme. */
export const space = createGlobalTheme(':root', {
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  xxxl: '5rem',
  section: 'clamp(4rem, 9vw, 8rem)',
  gutter: 'clamp(1.25rem, 4vw, 2.5rem)',
});

export const font = createGlobalTheme(':root', {
  body: '"Inter Variable", "Inter", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
});

export const radius = createGlobalTheme(':root', {
  sm: '0.375rem',
  md: '0.625rem',
  lg: '1rem',
  pill: '999px',
});

export const layout = createGlobalTheme(':root', {
  maxWidth: '72rem',
  proseWidth: '42rem',
  headerHeight: '4.5rem',
  headerHeightCompact: '3.5rem',
  bottomNavHeight: '4rem',
});
