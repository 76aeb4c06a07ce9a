import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, layout } from '@/styles/theme.css';

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 40,
  height: `calc(${layout.bottomNavHeight} + env(safe-area-inset-bottom))`,
  paddingBottom: 'env(safe-area-inset-bottom)',
  background: color.surfaceRaised,
  borderTop: `1px solid ${color.border}`,
  '@media': { [media.desktop]: { display: 'none' } },
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, 1fr)',
  height: '100%',
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.125rem',
  height: '100%',
  fontSize: '0.75rem',
  fontWeight: 550,
  color: color.textMuted,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { color: color.accent },
  },
});

/** Keeps the end of the page clear of the bar on small screens. */
export const spacer = style({
  height: layout.bottomNavHeight,
  '@media': { [media.desktop]: { display: 'none' } },
});
