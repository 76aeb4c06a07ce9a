import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, radius, space } from '@/styles/theme.css';

export const panel = style({
  display: 'grid',
  gap: space.md,
  padding: `${space.lg} ${space.lg}`,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  background: color.surfaceRaised,
  '@media': { [media.mobile]: { padding: space.md } },
});

export const clear = style({
  '@media': { [media.desktop]: { paddingInlineStart: `calc(8rem + ${space.md})` } },
});
