import { style } from '@vanilla-extract/css';
import { color, radius, space } from '@/styles/theme.css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.sm,
  color: color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.6, cursor: 'default' } },
});

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  marginBlockStart: '0.125rem',
  border: `2px solid ${color.borderStrong}`,
  borderRadius: radius.sm,
  background: color.surfaceRaised,
  color: color.onAccent,
  selectors: {
    [`${root}[data-selected] &`]: { background: color.accent, borderColor: color.accent },
    [`${root}[data-focus-visible] &`]: { outline: `3px solid ${color.focusRing}`, outlineOffset: 2 },
  },
});

export const tick = style({
  visibility: 'hidden',
  selectors: { [`${root}[data-selected] &`]: { visibility: 'visible' } },
});
