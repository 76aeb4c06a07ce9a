import { style } from '@vanilla-extract/css';
import { media } from './media';
import { color, radius, space } from './theme.css';

/** A list without bullets or indent, laid out by its own styles. */
export const plainList = style({ padding: 0, margin: 0, listStyle: 'none' });

/** A list of cards: one column on phones, three from the desktop breakpoint. */
export const threeColumnList = style([
  plainList,
  {
    display: 'grid',
    gap: space.md,
    '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  },
]);

/** The raised, bordered surface cards share. */
export const cardSurface = style({
  display: 'grid',
  alignContent: 'start',
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  background: color.surfaceRaised,
});

/** A raised panel: the surface, border and corners of a box set apart from the page. */
export const raisedPanel = style({
  background: color.surfaceRaised,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
});

/** A raised card whose content stacks down it, as in a grid of results or resources. */
export const stackedCard = style([
  raisedPanel,
  { display: 'flex', flexDirection: 'column', gap: space.sm, padding: space.lg },
]);

/** A row of controls and counts that wraps, its two ends pushed apart. */
export const spreadRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
});

/** A point under a strong rule, its title and text stacked: a row of reasons, points or steps. */
export const ruledPoint = style({
  display: 'grid',
  gap: space.sm,
  alignContent: 'start',
  paddingTop: space.md,
  borderTop: `1px solid ${color.borderStrong}`,
});
