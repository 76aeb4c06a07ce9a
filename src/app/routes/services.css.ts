import { style } from '@vanilla-extract/css';
import { eyebrow } from '@/components/section/section.css';
import { coveringLink } from '@/styles/covering-link.css';
import { plainList, raisedPanel, ruledPoint } from '@/styles/patterns.css';
import { media } from '@/styles/media';
import { color, space } from '@/styles/theme.css';

export const cardsSection = style({ paddingBottom: space.section });

export const grid = style([
  plainList,
  {
    display: 'grid',
    gap: space.md,
    '@media': {
      [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.wide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
]);

export const card = style([
  raisedPanel,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: space.sm,
    padding: space.lg,
    minHeight: '19rem',
    transition: 'border-color 150ms ease',
    selectors: { '&:hover': { borderColor: color.text } },
    '@media': { [media.mobile]: { minHeight: 0 } },
  },
]);

export const number = style({
  marginBottom: space.lg,
  fontSize: '0.875rem',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  color: color.accent,
});

export const cardTitle = style({ fontSize: '1.375rem', letterSpacing: '-0.02em' });

export const subtitle = style({ fontWeight: 550 });

export const summary = style({ color: color.textMuted, fontSize: '0.9375rem' });

// The action's link covers the card, and reads as a link.
export const cardLink = style([
  coveringLink,
  {
    color: color.link,
    marginTop: 'auto',
    paddingTop: space.md,
    fontWeight: 600,
    selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
  },
]);

export const points = style([
  plainList,
  {
    display: 'grid',
    gap: space.xl,
    '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  },
]);

export const point = ruledPoint;

export const pointTitle = style({ fontSize: '1.25rem', letterSpacing: '-0.015em' });

export const muted = style({ color: color.textMuted });

export const industries = style({ display: 'grid', gap: space.lg, marginTop: space.xxxl });

export const industriesTitle = eyebrow;

export const pricing = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
  marginTop: space.xl,
  color: color.textMuted,
});
