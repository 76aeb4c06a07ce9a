import { style } from '@vanilla-extract/css';
import { space } from '@/styles/theme.css';

// minmax(0, …): the column is the container's width, never its widest child's.
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.xxl,
  paddingBottom: space.xxxl,
});
