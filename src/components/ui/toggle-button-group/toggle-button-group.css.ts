import { style } from '@vanilla-extract/css';
import { color, radius } from '@/styles/theme.css';

export const group = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: 2,
  padding: 2,
  border: `1px solid ${color.border}`,
  borderRadius: radius.pill,
  background: color.surfaceSunken,
});

export const button = style({
  minHeight: '2.25rem',
  paddingInline: '0.875rem',
  border: '1px solid transparent',
  borderRadius: radius.pill,
  background: 'transparent',
  color: color.text,
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { borderColor: color.borderStrong },
    '&[data-selected]': { background: color.accent, color: color.onAccent },
    '&[data-focus-visible]': { outline: `3px solid ${color.focusRing}`, outlineOffset: 2 },
  },
  '@media': {
    // The pressed button keeps a visible mark where the system paints its own colours.
    '(forced-colors: active)': { selectors: { '&[data-selected]': { borderColor: 'Highlight' } } },
  },
});
