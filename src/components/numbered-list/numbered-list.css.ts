import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { ruledPoint } from '@/styles/patterns.css';
import { media } from '@/styles/media';
import { color, space } from '@/styles/theme.css';

export const list = recipe({
  base: {
    display: 'grid',
    gap: `${space.xxl} ${space.xl}`,
    padding: 0,
    margin: 0,
    listStyle: 'none',
    '@media': { [media.mobile]: { gap: space.xl } },
  },
  variants: {
    columns: {
      2: { '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
      3: { '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
    },
  },
  defaultVariants: { columns: 3 },
});

export const item = ruledPoint;

export const number = style({
  fontSize: '0.875rem',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  color: color.accent,
});

export const title = style({ fontSize: '1.25rem', letterSpacing: '-0.015em' });

export const text = style({ color: color.textMuted });
