import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { coveringLink } from '@/styles/covering-link.css';
import { color, radius, space } from '@/styles/theme.css';

export const grid = style({
  display: 'grid',
  gap: space.md,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  minHeight: '15rem',
  padding: space.xl,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  transition: 'border-color 150ms ease, background-color 150ms ease',
  selectors: { '&:hover': { borderColor: color.text } },
  '@media': { [media.mobile]: { minHeight: 0, padding: space.lg } },
});

export const card = style([
  tile,
  {
    background: color.surfaceRaised,
    '@media': {
      // The first and fourth cards are wider.
      [media.desktop]: {
        selectors: { '&:nth-child(1), &:nth-child(4)': { gridColumn: 'span 2' } },
      },
    },
  },
]);

export const number = style({
  fontSize: '0.875rem',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  color: color.accent,
});

export const title = style({
  marginTop: 'auto',
  paddingTop: space.xl,
  fontSize: 'clamp(1.5rem, 2.6vw, 2rem)',
  letterSpacing: '-0.03em',
  '@media': { [media.mobile]: { paddingTop: space.md } },
});

export const link = coveringLink;

export const subtitle = style({ fontWeight: 550 });

export const summary = style({ color: color.textMuted, maxWidth: '38rem' });

export const arrow = style({
  position: 'absolute',
  top: space.xl,
  right: space.xl,
  color: color.textMuted,
  transition: 'transform 150ms ease, color 150ms ease',
  selectors: { [`${card}:hover &`]: { transform: 'translateX(4px)', color: color.accent } },
  '@media': { [media.mobile]: { top: space.lg, right: space.lg } },
});

export const more = style([
  tile,
  {
    justifyContent: 'flex-end',
    borderStyle: 'dashed',
    borderColor: color.borderStrong,
    '@media': { [media.mobile]: { minHeight: '7rem' } },
  },
]);

export const moreLink = style([
  link,
  { fontSize: '1.25rem', fontWeight: 600, letterSpacing: '-0.015em', color: color.text },
]);
