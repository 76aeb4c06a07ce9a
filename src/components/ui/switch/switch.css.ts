import { style } from '@vanilla-extract/css';
import { color, radius, space } from '@/styles/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  cursor: 'pointer',
  fontWeight: 550,
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.75rem',
  height: '1.5rem',
  borderRadius: radius.pill,
  background: color.surfaceSunken,
  border: `2px solid ${color.borderStrong}`,
  transition: 'background-color 150ms ease',
  selectors: {
    [`${root}[data-selected] &`]: { background: color.accent, borderColor: color.accent },
    [`${root}[data-focus-visible] &`]: { outline: `3px solid ${color.focusRing}`, outlineOffset: 2 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: 2,
  left: 2,
  width: '1rem',
  height: '1rem',
  borderRadius: radius.pill,
  background: color.text,
  transition: 'transform 150ms ease',
  selectors: {
    [`${root}[data-selected] &`]: { transform: 'translateX(1.25rem)', background: color.onAccent },
  },
});
