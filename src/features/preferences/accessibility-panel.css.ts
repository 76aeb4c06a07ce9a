import { style } from '@vanilla-extract/css';
import { color, space } from '@/styles/theme.css';

export const note = style({ color: color.textMuted, fontSize: '0.9375rem' });

export const groups = style({ display: 'grid', gap: space.lg });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  paddingTop: space.md,
  borderTop: `1px solid ${color.border}`,
});
