import { style } from '@vanilla-extract/css';
import { cardSurface, threeColumnList } from '@/styles/patterns.css';
import { color, radius, space } from '@/styles/theme.css';

export const grid = threeColumnList;

export const card = style([
  cardSurface,
  {
    position: 'relative',
    gap: space.xs,
    padding: space.lg,
    transition: 'border-color 150ms ease',
    selectors: { '&:hover': { borderColor: color.text } },
  },
]);

export const title = style({ paddingRight: space.xl, fontSize: '1.25rem', letterSpacing: '-0.015em' });

// The title's link covers the card, so the whole card is one target with one name.
export const link = style({
  color: color.text,
  textDecoration: 'none',
  outline: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radius.lg },
  selectors: {
    '&[data-focus-visible]::after': { outline: `3px solid ${color.focusRing}`, outlineOffset: 2 },
  },
});

export const subtitle = style({ color: color.textMuted });

export const arrow = style({
  position: 'absolute',
  top: space.lg,
  right: space.lg,
  color: color.textMuted,
  transition: 'transform 150ms ease, color 150ms ease',
  selectors: { [`${card}:hover &`]: { transform: 'translateX(4px)', color: color.accent } },
});
