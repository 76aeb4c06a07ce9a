import { globalStyle, style } from '@vanilla-extract/css';
import { color, radius, space } from '@/styles/theme.css';

// The browser's own rules for a modal dialog centre it, cap its height and let it scroll.
export const dialog = style({
  width: 'calc(100% - 2rem)',
  maxWidth: '28rem',
  padding: space.lg,
  background: color.surfaceRaised,
  color: color.text,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  boxShadow: color.shadow,
  // It shows at once, unanimated: its CSS is in every page's first bytes, which have little room.
  selectors: {
    '&:modal': { display: 'flex', flexDirection: 'column', gap: space.md },
    '&::backdrop': { background: color.overlay },
  },
});

export const title = style({ margin: 0, fontSize: '1.25rem' });

// The page behind a modal dialog stays where it is.
globalStyle('html:has(dialog:modal)', { overflow: 'hidden' });

/** A plain button styled as the site's, which has no script to mark its hover and focus. */
export const plainButton = style({
  selectors: {
    '&:hover': { background: color.surfaceSunken },
    '&:focus-visible': { outline: `3px solid ${color.focusRing}`, outlineOffset: 2 },
  },
});
