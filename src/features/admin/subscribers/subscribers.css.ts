import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { cardSurface } from '@/styles/patterns.css';
import { color, space } from '@/styles/theme.css';

export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: space.sm,
  margin: 0,
});

export const count = style([cardSurface, { padding: space.sm, gap: space.xxs, minWidth: 0 }]);

// A phone's third of the width is narrower than "Unsubscribed" at full size.
globalStyle(`${count} dt`, {
  '@media': { [media.mobile]: { fontSize: '0.8125rem' } },
});

globalStyle(`${count} dd`, { margin: 0, fontSize: '1.75rem', fontWeight: 700 });

export const tools = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(9rem, 12rem)',
  alignItems: 'end',
  gap: space.sm,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, 1.4fr) 7rem minmax(6rem, 1fr) 5rem minmax(0, 1.6fr) max-content',
  gridTemplateAreas: '"email state name source dates actions"',
  alignItems: 'baseline',
  gap: space.sm,
  padding: `${space.sm} ${space.xs}`,
  borderBlockEnd: `1px solid ${color.border}`,
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: 'minmax(0, 1fr) max-content',
      gridTemplateAreas: '"email state" "name source" "dates dates" "actions actions"',
      rowGap: space.xxs,
    },
  },
});

// An address is shown whole, wrapping where it must: the admin reads it to act on it.
export const email = style({ gridArea: 'email', minWidth: 0, overflowWrap: 'anywhere', fontWeight: 600 });

export const name = style({ gridArea: 'name', minWidth: 0, overflowWrap: 'anywhere' });

export const source = style({ gridArea: 'source', color: color.textMuted, fontSize: '0.9375rem' });

export const dates = style({
  gridArea: 'dates',
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: space.sm,
  color: color.textMuted,
  fontSize: '0.875rem',
});

export const actions = style({ gridArea: 'actions', justifySelf: 'end' });

export const confirm = style({ display: 'grid', gap: space.md });

export const confirmText = style({ margin: 0 });

export const confirmEmail = style({ overflowWrap: 'anywhere' });

export const confirmActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: space.sm,
});
