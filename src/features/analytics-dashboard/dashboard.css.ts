import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { cardSurface, plainList, spreadRow } from '@/styles/patterns.css';
import { color, font, radius, space } from '@/styles/theme.css';

export const dashboard = style({ display: 'grid', gap: space.lg, minWidth: 0 });

export const toolbar = spreadRow;

export const periodLabel = style({ margin: 0, color: color.textMuted, fontSize: '0.875rem' });

export const muted = style({ color: color.textMuted });

export const error = style({ display: 'grid', gap: space.sm, justifyItems: 'start', color: color.danger });

export const live = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  margin: 0,
  fontSize: '0.875rem',
  fontWeight: 600,
});

export const liveDot = style({
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: radius.pill,
  background: color.success,
  '@media': { [media.forcedColors]: { background: 'CanvasText' } },
});

export const cards = style([
  plainList,
  {
    display: 'grid',
    gap: space.sm,
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  },
]);

export const card = style([cardSurface, { gap: space.xxs, padding: space.md }]);

export const cardLabel = style({ color: color.textMuted, fontSize: '0.8125rem', fontWeight: 600 });

export const cardValue = style({ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.1 });

const changeBase = style({ fontSize: '0.8125rem', fontWeight: 600 });
export const change = styleVariants({
  up: [changeBase, { color: color.success }],
  down: [changeBase, { color: color.danger }],
  flat: [changeBase, { color: color.textMuted }],
});

export const chart = style([cardSurface, { margin: 0, padding: space.md, gap: space.sm, minWidth: 0 }]);

export const canvas = style({
  width: '100%',
  minHeight: 240,
  color: color.text,
  selectors: { '&:focus-visible': { outline: `3px solid ${color.focusRing}`, outlineOffset: 2 } },
});

export const readout = style({ margin: 0, minHeight: '1.5em', fontSize: '0.875rem', color: color.textMuted });

export const legend = style({ display: 'flex', gap: space.md, fontSize: '0.875rem' });

const swatch = {
  content: '""',
  display: 'inline-block',
  width: '1.5rem',
  marginInlineEnd: space.xs,
  verticalAlign: 'middle',
};
export const legendPageViews = style({
  selectors: { '&::before': { ...swatch, borderTop: `3px solid ${color.accent}` } },
});
export const legendVisitors = style({
  selectors: { '&::before': { ...swatch, borderTop: `3px dashed ${color.text}` } },
});

export const panelStack = style({ display: 'grid', gap: space.lg, paddingBlock: space.md });

export const figures = style({
  display: 'grid',
  gap: space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  margin: 0,
  paddingBlock: space.md,
});

export const figure = style([cardSurface, { gap: space.xxs, padding: space.sm }]);

export const figureValue = style({ margin: 0, fontSize: '1.375rem', fontWeight: 700 });

export const tables = style({
  display: 'grid',
  gap: space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.875rem',
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${space.xs} ${space.xxs}`,
  borderBlockEnd: `1px solid ${color.border}`,
  textAlign: 'start',
});

export const caption = style({ textAlign: 'start', fontWeight: 700, paddingBlockEnd: space.xs });

export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const item = style({ fontFamily: font.mono, overflowWrap: 'anywhere', minWidth: '7rem' });

globalStyle(`${table} ${numeric}`, { textAlign: 'end' });

export const ranked = style({ display: 'grid', gap: space.xxs, alignContent: 'start', minWidth: 0 });

export const showAll = style({ justifySelf: 'start' });

export const customRange = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: space.sm,
});

export const customField = style({ display: 'grid', gap: space.xxs, fontSize: '0.875rem', fontWeight: 600 });

export const dateInput = style({
  minHeight: '2.5rem',
  paddingInline: space.xs,
  background: color.surfaceRaised,
  color: color.text,
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.md,
  font: 'inherit',
  fontWeight: 400,
  selectors: {
    '&:focus-visible': {
      borderColor: color.accent,
      outline: `2px solid ${color.focusRing}`,
      outlineOffset: 1,
    },
  },
});

export const customError = style({ flexBasis: '100%', margin: 0, color: color.danger, fontSize: '0.875rem' });

export const filterValue = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: color.link,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'underline',
  textDecorationColor: 'transparent',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecorationColor: 'currentColor' },
    '&:focus-visible': { outline: `3px solid ${color.focusRing}`, outlineOffset: 2 },
  },
});

export const activeFilters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.xs,
  fontSize: '0.875rem',
});

export const filtersLead = style({ color: color.textMuted });

export const filterChips = style([plainList, { display: 'flex', flexWrap: 'wrap', gap: space.xs }]);

export const filterChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xxs,
  paddingInlineStart: space.sm,
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.pill,
  overflowWrap: 'anywhere',
});

export const weeklyReport = style([cardSurface, { display: 'grid', gap: space.xs, padding: space.md }]);

export const sectionHeading = style({ margin: 0, fontSize: '1rem', fontWeight: 700 });
