import { style } from '@vanilla-extract/css';
import { color, radius } from '@/styles/theme.css';

export const frame = style({
  margin: 0,
  overflow: 'hidden',
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  background: color.surfaceRaised,
});

export const image = style({ width: '100%', height: 'auto' });
