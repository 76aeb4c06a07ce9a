import { style } from '@vanilla-extract/css';
import { color, space } from '@/styles/theme.css';

export const section = style({
  display: 'grid',
  gap: space.xl,
  paddingTop: space.xxl,
  borderTop: `1px solid ${color.border}`,
});

export const title = style({ fontSize: 'clamp(1.5rem, 3vw, 2rem)', letterSpacing: '-0.025em' });
