import { style } from '@vanilla-extract/css';
import { color, layout, space } from '@/styles/theme.css';

export const intro = style({
  display: 'grid',
  gap: space.md,
  paddingTop: space.xl,
  paddingBottom: space.xxl,
});

export const title = style({
  fontSize: 'clamp(2.25rem, 6vw, 4rem)',
  letterSpacing: '-0.035em',
  maxWidth: '18ch',
});

export const lead = style({
  maxWidth: layout.proseWidth,
  fontSize: 'clamp(1.0625rem, 2vw, 1.25rem)',
  color: color.textMuted,
});
