import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { space } from '@/styles/theme.css';

export const page = style({ display: 'grid', gap: space.section, paddingBottom: space.section });

export const packages = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  alignItems: 'stretch',
  gap: space.lg,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr', gap: space.xl } },
});
