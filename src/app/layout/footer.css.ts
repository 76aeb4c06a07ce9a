import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, space } from '@/styles/theme.css';

export const footer = style({
  marginTop: space.xxl,
  paddingBlock: space.xxl,
  borderTop: `1px solid ${color.border}`,
  background: color.surfaceSunken,
  fontSize: '0.9375rem',
});

export const grid = style({
  display: 'grid',
  gap: space.xl,
  gridTemplateColumns: '2fr 1fr 1fr',
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});

export const heading = style({
  fontSize: '0.875rem',
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  marginBottom: space.sm,
});

export const list = style({ display: 'grid', gap: space.xxs, padding: 0, margin: 0, listStyle: 'none' });

// WCAG 2.2 target size: every link at least 24px tall.
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 'max(1.5rem, 24px)',
  paddingBlock: '0.125rem',
  color: color.textMuted,
  textDecoration: 'none',
  selectors: { '&[data-hovered]': { color: color.text, textDecoration: 'underline' } },
});

export const lead = style({
  fontSize: '1.5rem',
  fontWeight: 650,
  letterSpacing: '-0.02em',
  marginBottom: space.sm,
});

export const muted = style({ color: color.textMuted });

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space.md,
  marginTop: space.xl,
  paddingTop: space.lg,
  borderTop: `1px solid ${color.border}`,
  color: color.textMuted,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, alignItems: 'center' });

export const details = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xxs} ${space.md}`,
  flexBasis: '100%',
  order: 1,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  fontSize: '0.875rem',
});
