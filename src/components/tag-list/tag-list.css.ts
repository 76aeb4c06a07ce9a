import { style } from '@vanilla-extract/css';
import { color, space } from '@/styles/theme.css';

/** The width of the dot between two words; the gap between them is the same, so the dot sits in it. */
const DOT = '1.25em';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: DOT,
  rowGap: space.xxs,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  // The dot before the first word of each line falls outside the list and is cut off.
  overflow: 'hidden',
});

// Plain words between dots: a pill with a border reads as a button to tap.
export const tag = style({
  marginInlineStart: `calc(-1 * ${DOT})`,
  fontSize: '0.9375rem',
  lineHeight: 1.6,
  color: color.textMuted,
  '::before': {
    // The dot is decoration: the alternative text after the slash is empty, so it is not read out.
    content: '"·" / ""',
    display: 'inline-block',
    width: DOT,
    textAlign: 'center',
  },
});
