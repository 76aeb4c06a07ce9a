import { style } from '@vanilla-extract/css';
import { color, radius, space } from '@/styles/theme.css';
import { visuallyHidden } from '@/styles/utilities.css';

export const field = style({ display: 'grid', gap: space.xxs, minWidth: 0 });

export const label = style({ fontSize: '0.9375rem', fontWeight: 600 });

export const hiddenLabel = visuallyHidden;

export const box = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const icon = style({
  position: 'absolute',
  insetInlineStart: space.md,
  color: color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  width: '100%',
  minHeight: '3rem',
  paddingBlock: space.sm,
  paddingInline: `calc(${space.md} + 1.75rem) 3rem`,
  background: color.surfaceRaised,
  color: color.text,
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.pill,
  fontSize: '1rem',
  transition: 'border-color 150ms ease',
  selectors: {
    '&::placeholder': { color: color.textMuted, opacity: 1 },
    // The field's own X replaces the browser's.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
    '&[data-hovered]': { borderColor: color.text },
    '&[data-focused]': {
      borderColor: color.accent,
      outline: `2px solid ${color.focusRing}`,
      outlineOffset: 1,
    },
  },
});

export const clear = style({
  position: 'absolute',
  insetInlineEnd: space.xxs,
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  padding: 0,
  border: 'none',
  borderRadius: radius.pill,
  background: 'transparent',
  color: color.textMuted,
  cursor: 'pointer',
  selectors: {
    '[data-empty] &': { display: 'none' },
    '&[data-hovered]': { background: color.surfaceSunken, color: color.text },
    '&[data-focus-visible]': { outline: `3px solid ${color.focusRing}`, outlineOffset: 0 },
  },
});
