import { style } from '@vanilla-extract/css';
import { plainList } from '@/styles/patterns.css';
import { media } from '@/styles/media';
import { color, space } from '@/styles/theme.css';

export const page = style({ display: 'grid', gap: space.section, paddingBottom: space.section });

export const packages = style([
  plainList,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    alignItems: 'stretch',
    gap: space.lg,
    '@media': { [media.mobile]: { gridTemplateColumns: '1fr', gap: space.xl } },
  },
]);

export const note = style({ maxWidth: '70ch', marginTop: space.lg, color: color.textMuted });
