import { globalStyle, style } from '@vanilla-extract/css';
import { plainList, stackedCard } from '@/styles/patterns.css';
import { media } from '@/styles/media';
import { PENDING_FILTERS_ATTRIBUTE } from './pending-filters';
import { color, layout, radius, space } from '@/styles/theme.css';

export const results = style({ display: 'grid', gap: space.lg });

// Results are not shown before the URL's filters are read.
globalStyle(`html[${PENDING_FILTERS_ATTRIBUTE}] ${results}`, { visibility: 'hidden' });

export const count = style({ fontSize: 'clamp(1.5rem, 3vw, 2rem)', scrollMarginTop: '6rem' });

export const grid = style([
  plainList,
  {
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: space.lg,
    '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
]);

export const card = stackedCard;

export const tags = style({
  fontSize: '0.8125rem',
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: color.textMuted,
});

export const title = style({ fontSize: '1.25rem' });

export const detail = style({
  display: 'grid',
  gap: space.xxs,
  fontSize: '0.9375rem',
  color: color.textMuted,
  paddingTop: space.sm,
  borderTop: `1px solid ${color.border}`,
});

export const label = style({ fontSize: '0.9375rem', color: color.text });

export const empty = style({
  display: 'grid',
  justifyItems: 'start',
  gap: space.md,
  maxWidth: layout.proseWidth,
  padding: space.lg,
  border: `1px dashed ${color.borderStrong}`,
  borderRadius: radius.lg,
});

export const emptyActions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
