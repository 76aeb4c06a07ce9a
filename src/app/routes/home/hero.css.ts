import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, layout, space } from '@/styles/theme.css';

export { eyebrow } from '@/components/section/section.css';

export const hero = style({
  display: 'grid',
  gap: space.xxl,
  alignItems: 'center',
  paddingTop: 'clamp(2.5rem, 7vw, 6rem)',
  paddingBottom: space.section,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)' },
  },
});

export const copy = style({ display: 'grid', justifyItems: 'start', gap: space.lg });

export const headline = style({
  fontSize: 'clamp(2.75rem, 6.2vw, 4.75rem)',
  fontWeight: 700,
  letterSpacing: '-0.045em',
  lineHeight: 1,
});

export const lead = style({
  maxWidth: layout.proseWidth,
  fontSize: 'clamp(1.0625rem, 2vw, 1.25rem)',
  color: color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space.sm} ${space.lg}`,
  marginTop: space.xs,
});

export const note = style({ fontSize: '0.9375rem', color: color.textMuted });
