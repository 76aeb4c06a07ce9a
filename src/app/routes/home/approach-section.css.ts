import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { cardSurface, threeColumnList } from '@/styles/patterns.css';
import { color, radius, space } from '@/styles/theme.css';

export const grid = threeColumnList;

export const card = style([
  cardSurface,
  {
    gap: space.sm,
    padding: space.xl,
    '@media': { [media.mobile]: { padding: space.lg } },
  },
]);

export const label = style({
  justifySelf: 'start',
  padding: `0.125rem ${space.xs}`,
  borderRadius: radius.sm,
  fontSize: '0.75rem',
  fontWeight: 600,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: color.accent,
  background: color.accentSoft,
});

export const title = style({ marginTop: space.xs, fontSize: '1.375rem', letterSpacing: '-0.02em' });

export const text = style({ color: color.textMuted });
