import { style } from '@vanilla-extract/css';
import { space } from '@/styles/theme.css';

export const form = style({ display: 'grid', gap: space.md });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: space.md,
});
