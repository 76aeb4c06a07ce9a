import { style } from '@vanilla-extract/css';
import { coveringLink } from '@/styles/covering-link.css';
import { cardSurface, threeColumnList } from '@/styles/patterns.css';
import { color, space } from '@/styles/theme.css';

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

export const link = coveringLink;

export const subtitle = style({ color: color.textMuted });

export const arrow = style({
  position: 'absolute',
  top: space.lg,
  right: space.lg,
  color: color.textMuted,
  transition: 'transform 150ms ease, color 150ms ease',
  selectors: { [`${card}:hover &`]: { transform: 'translateX(4px)', color: color.accent } },
});
