import { style } from '@vanilla-extract/css';
import { color, space } from '@/styles/theme.css';

export const body = style({ display: 'grid', gap: space.xl });

export const call = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  paddingTop: space.lg,
  borderTop: `1px solid ${color.border}`,
  color: color.textMuted,
});
