import { style } from '@vanilla-extract/css';
import { color, radius, space } from '@/styles/theme.css';

export const skipLink = style({
  position: 'fixed',
  top: space.xs,
  left: space.xs,
  zIndex: 300,
  padding: `${space.xs} ${space.md}`,
  background: color.text,
  color: color.surface,
  borderRadius: radius.sm,
  fontWeight: 600,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});
