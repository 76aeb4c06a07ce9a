import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, space } from '@/styles/theme.css';

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: space.lg,
  padding: `${space.xl} 0`,
  margin: 0,
  listStyle: 'none',
  borderBlock: `1px solid ${color.border}`,
  '@media': { [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', rowGap: space.xl } },
});

export const figure = style({ display: 'grid', alignContent: 'start', gap: space.xxs });

export const value = style({
  fontSize: 'clamp(1.75rem, 4vw, 2.5rem)',
  fontWeight: 650,
  letterSpacing: '-0.03em',
  lineHeight: 1.1,
});

export const label = style({ fontWeight: 600 });

export const description = style({ fontSize: '0.9375rem', color: color.textMuted });
