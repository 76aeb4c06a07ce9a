import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { plainList } from '@/styles/patterns.css';
import { color, space } from '@/styles/theme.css';
import { oneLine, statePill } from '../admin-list.css';

export const filterArea = style({ display: 'grid', gap: space.sm });

/** Only a phone folds the filters away; a wider screen has room to show them all. */
export const filterToggle = style({
  justifySelf: 'start',
  '@media': { [media.desktop]: { display: 'none' } },
});

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  alignItems: 'end',
  gap: space.sm,
  '@media': {
    [media.mobile]: {
      selectors: { '&:not([data-open])': { display: 'none' } },
    },
  },
});

export const clearFilters = style({ justifySelf: 'start' });

export const item = style({ borderBlockEnd: `1px solid ${color.border}` });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 14rem) 5.5rem minmax(8rem, 13rem) minmax(0, 1fr) max-content',
  gridTemplateAreas: '"name state what snippet when"',
  alignItems: 'baseline',
  gap: space.sm,
  padding: `${space.sm} ${space.xs}`,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: color.surfaceSunken },
    '&:focus-visible': { outline: `3px solid ${color.focusRing}`, outlineOffset: -3 },
    [`${item}[data-state="new"] &`]: { fontWeight: 650 },
    [`${item}[data-state="handled"] &, ${item}[data-state="archived"] &, ${item}[data-state="spam"] &`]: {
      color: color.textMuted,
    },
  },
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: 'minmax(0, 1fr) max-content',
      gridTemplateAreas: '"name when" "what state" "snippet snippet"',
      rowGap: space.xxs,
    },
  },
});

export const itemName = style({
  ...oneLine,
  gridArea: 'name',
  margin: 0,
  fontSize: '1rem',
  fontWeight: 'inherit',
});

export const state = style([statePill, { color: color.text }]);

export const what = style({ ...oneLine, gridArea: 'what', fontSize: '0.9375rem' });

export const snippet = style({
  ...oneLine,
  gridArea: 'snippet',
  color: color.textMuted,
  fontWeight: 400,
});

export const callState = style({ color: color.danger, fontWeight: 650 });

export const when = style({
  gridArea: 'when',
  fontSize: '0.875rem',
  color: color.textMuted,
  fontWeight: 400,
});

export const opened = style({
  display: 'grid',
  gap: space.md,
  padding: `${space.xs} ${space.xs} ${space.md}`,
});

export const note = style({ display: 'grid', gap: space.xs, maxWidth: '40rem' });

export const noteActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm });

export const noteStatus = style({ margin: 0, fontSize: '0.875rem', color: color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs });

export const others = style({ display: 'grid', gap: space.xs });

export const othersHeading = style({ margin: 0, fontSize: '1rem' });

export const othersStatus = style({ margin: 0, color: color.textMuted, fontSize: '0.9375rem' });

export const othersList = style([plainList, { display: 'grid', gap: space.xxs }]);

export const otherLink = style({ color: color.link, overflowWrap: 'anywhere' });

export const otherState = style({ color: color.textMuted, fontSize: '0.875rem' });

/** Where an enquiry filed here was: a line that says so, with Undo. */
export const filedLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  margin: 0,
  padding: `${space.sm} ${space.xs}`,
  borderBlockEnd: `1px solid ${color.border}`,
  color: color.textMuted,
});

export const filedWords = style({ minWidth: 0, overflowWrap: 'anywhere' });
