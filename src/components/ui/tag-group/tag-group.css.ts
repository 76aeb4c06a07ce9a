import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, radius, space } from '@/styles/theme.css';

const groupBase = style({ display: 'grid', gap: space.xs, minWidth: 0 });

export const group = styleVariants({
  top: [groupBase],
  side: [
    groupBase,
    {
      '@media': {
        [media.desktop]: {
          gridTemplateColumns: '8rem minmax(0, 1fr)',
          alignItems: 'baseline',
          gap: space.md,
        },
      },
    },
  ],
});

export const label = style({
  paddingBlock: '0.5rem',
  fontSize: '0.8125rem',
  fontWeight: 650,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: color.textMuted,
});

const listBase = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs });

export const list = styleVariants({
  wrap: [listBase],
  scroll: [
    listBase,
    {
      '@media': {
        [media.mobile]: {
          flexWrap: 'nowrap',
          overflowX: 'auto',
          overscrollBehaviorX: 'contain',
          scrollbarWidth: 'thin',
          // Room for the focus ring, which the scroller would otherwise clip.
          padding: '5px',
          margin: '-5px',
        },
      },
    },
  ],
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.25rem',
  paddingInline: space.sm,
  border: `1px solid ${color.border}`,
  borderRadius: radius.pill,
  background: color.surfaceRaised,
  color: color.text,
  fontSize: '0.875rem',
  fontWeight: 550,
  cursor: 'pointer',
  outline: 'none',
  transition: 'background-color 150ms ease, border-color 150ms ease, color 150ms ease',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-hovered]:not([data-selected])': {
      borderColor: color.borderStrong,
      background: color.surfaceSunken,
    },
    '&[data-selected]': { background: color.text, borderColor: color.text, color: color.surface },
    '&[data-disabled]': {
      borderStyle: 'dashed',
      background: 'transparent',
      color: color.textMuted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
    '&[data-focus-visible]': { outline: `3px solid ${color.focusRing}`, outlineOffset: 2 },
  },
  flexShrink: 0,
  whiteSpace: 'nowrap',
  '@media': {
    // Smaller chips on a phone keep the whole panel within about a screen.
    [media.mobile]: { minHeight: '2rem', paddingInline: '0.625rem', fontSize: '0.8125rem' },
    [media.forcedColors]: {
      selectors: { '&[data-selected]': { borderColor: 'Highlight', borderWidth: 2 } },
    },
  },
});
