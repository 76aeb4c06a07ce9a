import { style } from '@vanilla-extract/css';
import { plainList, raisedPanel } from '@/styles/patterns.css';
import { media } from '@/styles/media';
import { color, radius, space } from '@/styles/theme.css';

export const section = style({ display: 'grid', gap: space.xl });

export const title = style({ fontSize: 'clamp(1.75rem, 4vw, 2.5rem)' });

export const options = style([
  plainList,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: space.lg,
    '@media': { [media.mobile]: { gridTemplateColumns: '1fr', gap: space.md } },
  },
]);

export const option = style([
  raisedPanel,
  {
    position: 'relative',
    display: 'grid',
    alignContent: 'start',
    gap: space.sm,
    padding: space.xl,
    transition: 'border-color 150ms ease',
    selectors: { '&:has([data-hovered])': { borderColor: color.text } },
    '@media': { [media.mobile]: { padding: space.lg } },
  },
]);

export const optionTitle = style({ fontSize: '1.25rem' });

// The title's link covers the whole card, so the card is one target with one name.
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  color: color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radius.lg },
    '&[data-focus-visible]::after': { outline: `3px solid ${color.focusRing}`, outlineOffset: 2 },
  },
});

export const arrow = style({
  color: color.accent,
  transition: 'transform 150ms ease',
  selectors: { [`${link}[data-hovered] &`]: { transform: 'translateX(3px)' } },
});

export const description = style({ color: color.textMuted });
