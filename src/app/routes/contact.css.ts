import { style } from '@vanilla-extract/css';
import { raisedPanel } from '@/styles/patterns.css';
import { media } from '@/styles/media';
import { color, radius, space } from '@/styles/theme.css';

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 0.85fr) minmax(0, 1.15fr)',
  alignItems: 'start',
  gap: space.xxxl,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr', gap: space.xxl } },
});

export const main = style({ display: 'grid', gap: space.lg });

export const formCard = style([
  raisedPanel,
  {
    display: 'grid',
    gap: space.lg,
    padding: space.xl,
    '@media': { [media.mobile]: { padding: space.lg } },
  },
]);

export const formTitle = style({ fontSize: '1.5rem' });

export const note = style({
  padding: `${space.sm} ${space.md}`,
  background: color.accentSoft,
  borderRadius: radius.md,
  borderInlineStart: `3px solid ${color.accent}`,
});
