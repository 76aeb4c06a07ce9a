import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, radius, space } from '@/styles/theme.css';

export const grid = style({
  display: 'grid',
  gap: space.xl,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
      gridTemplateRows: 'auto auto',
      columnGap: space.xxl,
    },
  },
});

const card = style({ position: 'relative' });

export const featured = style([
  card,
  {
    display: 'grid',
    gap: space.md,
    alignContent: 'start',
    '@media': { [media.desktop]: { gridRow: 'span 2' } },
  },
]);

export const small = style([
  card,
  {
    display: 'grid',
    gridTemplateColumns: '4.5rem minmax(0, 1fr)',
    gap: space.lg,
    alignContent: 'start',
    paddingTop: space.lg,
    borderTop: `1px solid ${color.borderStrong}`,
  },
]);

export const image = style({
  transition: 'border-color 150ms ease',
  selectors: { [`${featured}:hover &`]: { borderColor: color.text } },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${space.sm}`,
  fontSize: '0.875rem',
  color: color.textMuted,
});

export const category = style({ fontWeight: 600, color: color.accent });

export const featuredTitle = style({
  fontSize: 'clamp(1.5rem, 2.6vw, 2rem)',
  letterSpacing: '-0.03em',
  lineHeight: 1.1,
});

export const smallTitle = style({ fontSize: '1.25rem', letterSpacing: '-0.015em' });

// The title's link covers the card, so the whole card opens the article under one name.
export const link = style({
  color: color.text,
  textDecoration: 'none',
  outline: 'none',
  '::after': { content: '""', position: 'absolute', inset: `-${space.xs}`, borderRadius: radius.md },
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline', textDecorationThickness: 1 },
    '&[data-focus-visible]::after': { outline: `3px solid ${color.focusRing}` },
  },
});

export const excerpt = style({ color: color.textMuted, maxWidth: '40rem' });

export const date = style({
  display: 'grid',
  alignContent: 'start',
  lineHeight: 1.1,
  fontSize: '0.875rem',
  color: color.textMuted,
});

export const day = style({
  fontSize: '2rem',
  fontWeight: 650,
  letterSpacing: '-0.03em',
  fontVariantNumeric: 'tabular-nums',
  color: color.text,
});

export const smallBody = style({ display: 'grid', gap: space.xs, alignContent: 'start' });

export const read = style({ fontSize: '0.9375rem', fontWeight: 600, color: color.link });
