import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, radius, space } from '@/styles/theme.css';

export const group = style({ display: 'grid', gap: space.xs, minWidth: 0 });

export const label = style({ fontSize: '0.9375rem', fontWeight: 600 });

export const segments = style({
  display: 'grid',
  gridAutoColumns: '1fr',
  gridAutoFlow: 'column',
  gap: space.xxs,
  padding: space.xxs,
  background: color.surfaceSunken,
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.pill,
});

export const segment = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '2.5rem',
  paddingInline: space.sm,
  border: '1px solid transparent',
  borderRadius: radius.pill,
  color: color.text,
  fontSize: '0.9375rem',
  fontWeight: 550,
  textAlign: 'center',
  cursor: 'pointer',
  transition: 'background-color 150ms ease, color 150ms ease',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-hovered]:not([data-selected])': { background: color.surfaceRaised, borderColor: color.border },
    '&[data-selected]': { background: color.accent, color: color.onAccent, fontWeight: 650 },
    '&[data-focus-visible]': { outline: `3px solid ${color.focusRing}`, outlineOffset: 2 },
  },
  '@media': {
    // Windows high contrast drops backgrounds, so mark the choice with a border.
    [media.forcedColors]: {
      selectors: { '&[data-selected]': { borderColor: 'Highlight', borderWidth: 2 } },
    },
  },
});
