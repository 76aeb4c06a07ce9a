import { style } from '@vanilla-extract/css';
import { color, layout, space } from './theme.css';

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const container = style({
  width: '100%',
  maxWidth: layout.maxWidth,
  marginInline: 'auto',
  paddingInline: space.gutter,
});

/**
 * A band that the browser lays out and paints only when it comes near the
 * screen: the first paint, hydration and a web font's swap then relayout
 * what is in view, not the whole page. It keeps the height it last had, so
 * the scroll bar does not jump.
 */
export const renderedNearScreen = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 720px',
});

/** One of our illustrations, recoloured for a dark theme (see the theme's `illustration`). */
export const illustration = style({ filter: color.illustration });
