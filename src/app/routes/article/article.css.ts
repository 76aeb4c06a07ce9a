import { style } from '@vanilla-extract/css';
import { plainList } from '@/styles/patterns.css';
import { media } from '@/styles/media';
import { color, radius, space } from '@/styles/theme.css';

/** The reading column: the header, body and tags share one left edge. */
const readingColumn = { width: '100%', maxWidth: '40rem', marginInline: 'auto' } as const;

export const header = style({
  ...readingColumn,
  display: 'grid',
  justifyItems: 'start',
  gap: space.md,
  paddingTop: space.xl,
  paddingBottom: space.xxl,
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  marginBottom: space.md,
  color: color.textMuted,
  fontSize: '0.9375rem',
  fontWeight: 550,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { color: color.text, textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `3px solid ${color.focusRing}`, outlineOffset: 2, borderRadius: 2 },
  },
});

export const title = style({
  fontSize: 'clamp(2rem, 5vw, 3.25rem)',
  lineHeight: 1.1,
  letterSpacing: '-0.035em',
});

export const excerpt = style({
  fontSize: 'clamp(1.125rem, 2vw, 1.3125rem)',
  lineHeight: 1.55,
  color: color.textMuted,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xxs} ${space.md}`,
  marginTop: space.xs,
  fontSize: '0.9375rem',
  color: color.textMuted,
});

export const share = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
  marginTop: space.sm,
});

export const shareStatus = style({ fontSize: '0.9375rem', color: color.textMuted });

export const hero = style({
  width: '100%',
  maxWidth: '60rem',
  marginInline: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: radius.lg,
  border: `1px solid ${color.border}`,
  background: color.surfaceSunken,
  '@media': { [media.mobile]: { borderRadius: radius.md } },
});

export const column = style({
  ...readingColumn,
  display: 'grid',
  gap: space.xxl,
  paddingTop: space.xxl,
  paddingBottom: space.xxxl,
});

export const loading = style({ color: color.textMuted, fontSize: '1.125rem' });

export const tags = style({
  display: 'grid',
  gap: space.sm,
  paddingTop: space.xl,
  borderTop: `1px solid ${color.border}`,
});

export const tagsTitle = style({
  fontSize: '0.8125rem',
  fontWeight: 650,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: color.textMuted,
});

export const tagList = style([
  plainList,
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: space.xs,
  },
]);

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.25rem',
  paddingInline: space.sm,
  border: `1px solid ${color.border}`,
  borderRadius: radius.pill,
  color: color.text,
  fontSize: '0.875rem',
  fontWeight: 550,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: color.borderStrong, background: color.surfaceSunken },
    '&[data-focus-visible]': { outline: `3px solid ${color.focusRing}`, outlineOffset: 2 },
  },
});
