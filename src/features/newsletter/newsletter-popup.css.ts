import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, space } from '@/styles/theme.css';

export const lead = style({ color: color.textMuted });

export const form = style({ display: 'grid', gap: space.md });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'stretch' } },
});
