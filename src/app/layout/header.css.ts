import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, layout, radius, space } from '@/styles/theme.css';

export const header = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: 50,
  height: layout.headerHeight,
  display: 'flex',
  alignItems: 'center',
  background: color.surface,
  borderBottom: '1px solid transparent',
  transition: 'height 200ms ease, border-color 200ms ease, box-shadow 200ms ease',
});

globalStyle(`${header}[data-compact]`, {
  height: layout.headerHeightCompact,
  borderBottomColor: color.border,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.lg,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  color: color.text,
  fontWeight: 700,
  fontSize: '1.125rem',
  letterSpacing: '-0.02em',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  flexShrink: 0,
});

export const brandMark = style({ width: '1.75rem', height: '1.75rem' });

export const brandName = style({});

// Signed in on a phone, the header holds the bell, analytics and sign-out beside the accessibility
// settings and the menu: the mark alone stands for the name (the link is named for screen readers),
// so the menu stays on screen.
globalStyle(`${inner}:has([aria-label="Sign out"]) ${brandName}`, {
  '@media': { [media.mobile]: { display: 'none' } },
});
globalStyle(`${inner}:has([aria-label="Sign out"])`, {
  '@media': { [media.mobile]: { gap: space.xs } },
});

// Tighter between 768px and 1100px, so large text still fits on one line.
export const nav = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  '@media': { [media.wide]: { gap: space.lg } },
});

// The header's icon controls name themselves on hover and on keyboard focus, before any script
// too: an icon alone leaves the visitor guessing. The name is the one screen readers hear.
// Not the controls of a dialog the header holds (Admin Login), which name themselves in words.
const iconControl = `${nav} :is(button, a)[aria-label]:not(dialog *)`;
const nameTip = {
  content: 'attr(aria-label)',
  position: 'absolute',
  top: 'calc(100% + 0.375rem)',
  right: 0,
  zIndex: 1,
  padding: '0.25rem 0.5rem',
  borderRadius: radius.sm,
  background: color.text,
  color: color.surface,
  fontSize: '0.8125rem',
  fontWeight: 500,
  lineHeight: 1.3,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
} as const;
globalStyle(iconControl, { position: 'relative' });
globalStyle(`${iconControl}:focus-visible::after`, nameTip);
globalStyle(`${iconControl}:hover::after`, { '@media': { '(hover: hover)': nameTip } });

export const links = style({
  display: 'flex',
  gap: space.sm,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': { [media.mobile]: { display: 'none' }, [media.wide]: { gap: space.lg } },
});

export const link = style({
  color: color.textMuted,
  fontWeight: 500,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { color: color.text },
    '&[aria-current="page"]': {
      color: color.text,
      textDecoration: 'underline',
      textUnderlineOffset: '0.4em',
    },
  },
});

export const contact = style({ '@media': { [media.mobile]: { display: 'none' } } });

export const menuButton = style({ '@media': { [media.desktop]: { display: 'none' } } });

/** Keeps content clear of the fixed header. */
export const spacer = style({ height: layout.headerHeight });
