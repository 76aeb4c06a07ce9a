import { style } from '@vanilla-extract/css';
import { plainList, stackedCard } from '@/styles/patterns.css';
import { media } from '@/styles/media';
import { color, radius, space } from '@/styles/theme.css';

export const grid = style([
  plainList,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
    gap: space.lg,
  },
]);

/** Four resources sit best two by two; defined after grid so it wins. */
export const pairGrid = style({
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = stackedCard;

export const meta = style({ display: 'flex', alignItems: 'center', gap: space.sm, minHeight: '2rem' });

export const badge = style({
  padding: `0.125rem ${space.xs}`,
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.pill,
  fontSize: '0.8125rem',
  fontWeight: 600,
  selectors: {
    '&[data-level="advanced"]': { background: color.text, color: color.surface, borderColor: color.text },
    '&[data-level="intermediate"]': { background: color.accentSoft },
  },
});

export const type = style({ fontSize: '0.8125rem', color: color.textMuted });

export const iconLink = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  marginInlineStart: 'auto',
  borderRadius: radius.pill,
  color: color.text,
  selectors: {
    '&[data-hovered]': { background: color.surfaceSunken },
    '&[data-focus-visible]': { outline: `3px solid ${color.focusRing}`, outlineOffset: 2 },
  },
});

export const title = style({ fontSize: '1.1875rem' });

export const excerpt = style({ color: color.textMuted });

export const readTime = style({ fontSize: '0.875rem', color: color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.md,
  marginTop: 'auto',
  paddingTop: space.sm,
});

export const textLink = style({
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `3px solid ${color.focusRing}`, outlineOffset: 2 },
  },
});
