import { style } from '@vanilla-extract/css';
import { color, layout, space } from '@/styles/theme.css';

export const list = style({
  display: 'grid',
  gap: space.xs,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'grid',
  gap: '0.125rem',
  padding: `${space.sm} 0`,
  borderBottom: `1px solid ${color.border}`,
  color: color.text,
  textDecoration: 'none',
});

export const label = style({
  fontSize: '1.75rem',
  fontWeight: 650,
  letterSpacing: '-0.02em',
  selectors: { [`${link}[aria-current="page"] &`]: { color: color.accent } },
});
export const tagline = style({ color: color.textMuted, fontSize: '0.9375rem' });

export const disclosure = style({ display: 'block' });

export const summary = style({
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: `3px solid ${color.focusRing}`, outlineOffset: 2 },
  },
});

/** The menu as plain HTML (before or without scripts): a panel under the header, filling the screen. */
export const fallbackPanel = style({
  position: 'fixed',
  insetInline: 0,
  top: layout.headerHeight,
  bottom: 0,
  overflowY: 'auto',
  padding: space.lg,
  background: color.surface,
  zIndex: 60,
});
