import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { color, radius, space } from '@/styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(12px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'grid',
  placeItems: 'center',
  padding: space.md,
  background: color.overlay,
  selectors: { '&[data-entering]': { animation: `${fadeIn} 160ms ease-out` } },
});

const modalBase = style({
  position: 'relative',
  width: '100%',
  maxHeight: 'calc(100dvh - 2rem)',
  overflowY: 'auto',
  background: color.surfaceRaised,
  color: color.text,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  boxShadow: color.shadow,
  outline: 'none',
  selectors: { '&[data-entering]': { animation: `${rise} 200ms ease-out` } },
});

export const modal = styleVariants({
  default: [modalBase, { maxWidth: '28rem' }],
  large: [modalBase, { maxWidth: '60rem' }],
  fullscreen: [
    modalBase,
    { maxWidth: 'none', height: '100dvh', maxHeight: '100dvh', borderRadius: 0, border: 'none' },
  ],
});

export const fullscreenOverlay = style({ padding: 0 });

export const dialog = style({
  padding: space.lg,
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  minHeight: '100%',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
});

export const title = style({ fontSize: '1.25rem' });
