import { style } from '@vanilla-extract/css';
import { color, radius, space } from '@/styles/theme.css';

export const field = style({ display: 'grid', gap: space.xxs, minWidth: '12rem' });

export const label = style({ fontSize: '0.9375rem', fontWeight: 600 });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  minHeight: '2.875rem',
  padding: `${space.xs} ${space.md}`,
  background: color.surfaceRaised,
  color: color.text,
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.md,
  cursor: 'pointer',
  textAlign: 'start',
  selectors: {
    '&[data-hovered]': { borderColor: color.text },
    '&[data-focus-visible]': { outline: `3px solid ${color.focusRing}`, outlineOffset: 2 },
  },
});

export const value = style({
  selectors: { '&[data-placeholder]': { color: color.textMuted } },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: '20rem',
  overflowY: 'auto',
  background: color.surfaceRaised,
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.md,
  boxShadow: color.shadow,
  outline: 'none',
});

export const list = style({ padding: space.xxs, outline: 'none' });

export const option = style({
  padding: `${space.xs} ${space.sm}`,
  borderRadius: radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: color.accentSoft },
    '&[data-selected]': { fontWeight: 650 },
    '&[data-focus-visible]': { outline: `2px solid ${color.focusRing}`, outlineOffset: -2 },
    // An option that would show nothing: crossed out, like the Journal's chips that could find nothing.
    '&[data-disabled]': { color: color.textMuted, textDecoration: 'line-through', cursor: 'not-allowed' },
  },
});
