import { style, styleVariants } from '@vanilla-extract/css';
import { plainList } from '@/styles/patterns.css';
import { media } from '@/styles/media';
import { color, radius, space } from '@/styles/theme.css';

/** Three columns on the Journal; related articles use two. */
export const grid = style([
  plainList,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: `${space.xxl} ${space.xl}`,
    '@media': {
      'screen and (max-width: 1099px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: space.xl },
    },
  },
]);

export const twoColumns = style({
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  rowGap: space.xl,
  '@media': { 'screen and (max-width: 1099px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

const cardBase = style({ position: 'relative', height: '100%', gap: space.md });

export const card = styleVariants({
  stacked: [cardBase, { display: 'flex', flexDirection: 'column' }],
  compact: [
    cardBase,
    {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      alignItems: 'start',
      gap: space.lg,
      '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: space.md } },
    },
  ],
  feature: [
    cardBase,
    {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      alignItems: 'center',
      gap: space.xxl,
      '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: space.md } },
    },
  ],
});

/** The lead story spans the whole grid row. */
export const featureItem = style({ gridColumn: '1 / -1' });

export const image = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: radius.md,
  border: `1px solid ${color.border}`,
  background: color.surfaceSunken,
  transition: 'transform 200ms ease, box-shadow 200ms ease',
  selectors: {
    [`${cardBase}:hover &`]: { boxShadow: color.shadow },
  },
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: space.sm, flex: 1 });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space.xxs} ${space.sm}`,
  fontSize: '0.875rem',
  color: color.textMuted,
});

export const title = styleVariants({
  default: { fontSize: '1.3125rem', lineHeight: 1.25, letterSpacing: '-0.015em' },
  feature: {
    fontSize: 'clamp(1.5rem, 2.6vw, 2rem)',
    lineHeight: 1.15,
    letterSpacing: '-0.03em',
    '@media': { [media.mobile]: { fontSize: '1.3125rem', lineHeight: 1.25 } },
  },
});

export const link = style({
  color: color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    // The link's box covers the card, so a click anywhere on it opens the article.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radius.md },
    '&[data-hovered]': { textDecoration: 'underline', textDecorationThickness: '1px' },
    '&[data-focus-visible]::after': { outline: `3px solid ${color.focusRing}`, outlineOffset: 6 },
  },
});

const excerptBase = style({ color: color.textMuted });

export const excerpt = styleVariants({
  default: [
    excerptBase,
    { display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' },
  ],
  feature: [excerptBase, { fontSize: '1.0625rem', maxWidth: '34rem' }],
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  marginTop: 'auto',
  paddingTop: space.xs,
  fontSize: '0.875rem',
});

export const author = style({ color: color.textMuted });

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xxs,
  fontWeight: 600,
  color: color.link,
  selectors: { [`${cardBase}:hover &`]: { textDecoration: 'underline' } },
});
