import { style } from '@vanilla-extract/css';
import { plainList, spreadRow } from '@/styles/patterns.css';
import { color, radius, space } from '@/styles/theme.css';

// What the admin's lists (enquiries, subscribers) share: their page's column, their filters' controls,
// the count beside their actions, their lines and the pager.

// One column that never grows past the screen: a grid item's width defaults to its content's, so one
// long name or address would widen the whole page on a phone.
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.md,
  paddingBlockEnd: space.section,
});

export const filter = style({ display: 'grid', gap: space.xxs, minWidth: 0 });

export const filterLabel = style({ fontSize: '0.875rem', fontWeight: 600 });

export const control = style({
  width: '100%',
  minHeight: '2.75rem',
  paddingInline: space.sm,
  background: color.surfaceRaised,
  color: color.text,
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.md,
  font: 'inherit',
  fontSize: '0.9375rem',
  selectors: {
    '&:focus-visible': {
      borderColor: color.accent,
      outline: `2px solid ${color.focusRing}`,
      outlineOffset: 1,
    },
  },
});

export const toolbar = spreadRow;

/** A row's state (new, unconfirmed…) as a small outlined pill at its grid area. */
export const statePill = style({
  gridArea: 'state',
  justifySelf: 'start',
  paddingInline: space.xs,
  borderRadius: radius.pill,
  border: `1px solid ${color.borderStrong}`,
  fontSize: '0.8125rem',
  fontWeight: 600,
});

export const status = style({ margin: 0, color: color.textMuted });

/** One line per item: a page of them fits a screen or two, not ten. */
export const lines = style([plainList, { borderBlockStart: `1px solid ${color.border}` }]);

/** A line's text that does not fit ends in an ellipsis. */
export const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.md,
});
