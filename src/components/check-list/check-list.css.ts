import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '@/styles/media';
import { color, space } from '@/styles/theme.css';

export const list = recipe({
  base: { display: 'grid', padding: 0, margin: 0, listStyle: 'none', columnGap: space.xl },
  variants: {
    columns: {
      1: {},
      2: { '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
    },
  },
  defaultVariants: { columns: 1 },
});

export const item = style({
  position: 'relative',
  paddingBlock: space.sm,
  paddingInlineStart: space.lg,
  borderBottom: `1px solid ${color.border}`,
  '::before': {
    content: '""',
    position: 'absolute',
    insetInlineStart: 0,
    top: 'calc(0.75rem + 0.8em - 1px)',
    width: '0.625rem',
    height: 2,
    background: color.accent,
  },
});
