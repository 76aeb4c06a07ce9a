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
