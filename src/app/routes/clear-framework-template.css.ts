import { style } from '@vanilla-extract/css';
import { space } from '@/styles/theme.css';

export const page = style({
  display: 'grid',
  gap: space.xxl,
  paddingBottom: space.xxxl,
  '@media': { print: { paddingInline: 0, paddingBottom: 0 } },
});
