/** The mobile breakpoint is 768px. */
export const MOBILE_BREAKPOINT = 768;

export const media = {
  mobile: `screen and (max-width: ${MOBILE_BREAKPOINT - 1}px)`,
  desktop: `screen and (min-width: ${MOBILE_BREAKPOINT}px)`,
  wide: 'screen and (min-width: 1100px)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
  forcedColors: '(forced-colors: active)',
} as const;
