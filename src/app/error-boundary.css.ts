import { style } from '@vanilla-extract/css';
import { space } from '@/styles/theme.css';

export const fallback = style({
  display: 'grid',
  justifyItems: 'start',
  gap: space.md,
  maxWidth: '36rem',
  marginInline: 'auto',
  paddingBlock: space.section,
  paddingInline: space.gutter,
});

export const title = style({ fontSize: '2rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
