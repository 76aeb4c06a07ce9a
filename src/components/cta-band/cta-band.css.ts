import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, layout, radius, space } from '@/styles/theme.css';

export const band = style({
  display: 'grid',
  gap: space.xl,
  padding: 'clamp(2rem, 6vw, 4.5rem)',
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  background: color.surfaceRaised,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      columnGap: space.xxxl,
      alignItems: 'end',
    },
  },
});

export const copy = style({ display: 'grid', gap: space.lg });

export const title = style({
  fontSize: 'clamp(2rem, 4.6vw, 3.5rem)',
  letterSpacing: '-0.04em',
  lineHeight: 1.04,
  maxWidth: '16ch',
});

export const text = style({ maxWidth: layout.proseWidth, fontSize: '1.0625rem', color: color.textMuted });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: space.sm,
  '@media': { [media.mobile]: { width: '100%' } },
});
