import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, font, radius, space } from '@/styles/theme.css';

/** Long-form reading size; the article page sets the measure (about 70 characters a line). */
export const body = style({
  fontSize: '1.125rem',
  lineHeight: 1.75,
  color: color.text,
  '@media': { [media.mobile]: { fontSize: '1.0625rem', lineHeight: 1.7 } },
});

// Vertical rhythm: each block keeps its distance from the one before it.
globalStyle(`${body} > * + *`, { marginTop: '1.25em' });

const headingBase = style({ scrollMarginTop: '6rem', color: color.text });

export const heading = styleVariants({
  2: [headingBase, { fontSize: 'clamp(1.5rem, 3vw, 1.875rem)', lineHeight: 1.2, letterSpacing: '-0.025em' }],
  3: [headingBase, { fontSize: '1.3125rem', lineHeight: 1.3, letterSpacing: '-0.015em' }],
  4: [headingBase, { fontSize: '1.125rem', lineHeight: 1.4 }],
});

globalStyle(`${body} > ${heading[2]}`, { marginTop: '2.25em' });
globalStyle(`${body} > ${heading[3]}`, { marginTop: '1.875em' });
globalStyle(`${body} > ${heading[4]}`, { marginTop: '1.5em' });
globalStyle(`${body} > h2 + *, ${body} > h3 + *, ${body} > h4 + *`, { marginTop: '0.625em' });
globalStyle(`${body} > :first-child`, { marginTop: 0 });

export const link = style({
  color: color.link,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
    '&[data-focus-visible]': { outline: `3px solid ${color.focusRing}`, outlineOffset: 2, borderRadius: 2 },
  },
});

export const code = style({
  fontFamily: font.mono,
  fontSize: '0.875em',
  padding: '0.1em 0.35em',
  borderRadius: radius.sm,
  background: color.surfaceSunken,
});

const listBase = style({ display: 'grid', gap: '0.5em', paddingInlineStart: '1.375em' });

export const bullets = style([listBase, {}]);
globalStyle(`${bullets} > li::marker`, { color: color.textMuted });

export const numbers = style([listBase, {}]);
globalStyle(`${numbers} > li::marker`, { color: color.textMuted, fontWeight: 600 });

export const item = style({ paddingInlineStart: '0.25em' });
globalStyle(`${item} > ul, ${item} > ol`, { marginTop: '0.5em' });

/** A checklist item: an empty box to tick with a pen, in place of the bullet. */
export const task = style([
  item,
  {
    listStyle: 'none',
    position: 'relative',
    '::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: '-1.375em',
      top: '0.3em',
      width: '0.9em',
      height: '0.9em',
      border: `1.5px solid ${color.textMuted}`,
      borderRadius: '2px',
    },
  },
]);

/** Numbered items with a bold title and text, set as a list of steps. */
export const titledSteps = style({
  display: 'grid',
  gap: space.lg,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

globalStyle(`${titledSteps} > li`, {
  position: 'relative',
  paddingInlineStart: '3rem',
  counterIncrement: 'step',
});

globalStyle(`${titledSteps} > li::before`, {
  content: 'counter(step)',
  position: 'absolute',
  insetInlineStart: 0,
  top: '0.15em',
  display: 'grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: radius.pill,
  border: `1px solid ${color.borderStrong}`,
  fontSize: '0.875rem',
  fontWeight: 650,
  lineHeight: 1,
  color: color.text,
});

export const itemTitle = style({ display: 'block', fontWeight: 650, lineHeight: 1.4 });

export const itemText = style({ display: 'block', marginTop: '0.25em', color: color.textMuted });

export const quote = style({
  margin: 0,
  paddingInlineStart: space.lg,
  borderInlineStart: `3px solid ${color.accent}`,
  fontSize: '1.1875rem',
  color: color.text,
});

export const rule = style({ border: 'none', borderTop: `1px solid ${color.border}`, marginBlock: '2.5em' });
