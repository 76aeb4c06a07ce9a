import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, layout, radius, space } from '@/styles/theme.css';

export const aside = style({
  display: 'grid',
  justifyItems: 'start',
  alignContent: 'start',
  gap: space.lg,
  '@media': {
    [media.desktop]: { position: 'sticky', top: `calc(${layout.headerHeight} + ${space.xl})` },
  },
});

export const title = style({ fontSize: 'clamp(1.75rem, 4vw, 2.5rem)' });

export const intro = style({ fontSize: '1.125rem', color: color.textMuted, maxWidth: '34rem' });

export const modeLink = style({ marginTop: space.xxs });

export const email = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  color: color.textMuted,
  overflowWrap: 'anywhere',
});

export const image = style({
  width: '100%',
  // The artwork sits in the middle of its canvas; a wider crop keeps it and
  // brings the form closer on small screens.
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  marginTop: space.md,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
});
