import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, space } from '@/styles/theme.css';

export const tabs = style({ display: 'grid', gap: space.lg });

// Tabs that do not fit wrap onto a second row, rather than hide off the edge with no hint.
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: space.xs,
  borderBottom: `1px solid ${color.border}`,
});

export const tab = style({
  padding: `${space.sm} ${space.md}`,
  color: color.textMuted,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  borderBottom: '2px solid transparent',
  marginBottom: -1,
  // Narrower on phones, so all five of the Education tabs fit at 390px.
  '@media': { [media.mobile]: { padding: `${space.sm} ${space.xs}`, fontSize: '0.9375rem' } },
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: color.text },
    '&[data-selected]': { color: color.text, borderBottomColor: color.accent },
    '&[data-focus-visible]': { outline: `3px solid ${color.focusRing}`, outlineOffset: -3 },
  },
});

export const panel = style({
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${color.focusRing}`, outlineOffset: 4 } },
});
