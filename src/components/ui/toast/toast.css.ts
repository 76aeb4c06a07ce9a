import { keyframes, style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, layout, radius, space } from '@/styles/theme.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const region = style({
  position: 'fixed',
  zIndex: 200,
  insetInlineEnd: space.md,
  bottom: space.md,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: space.xs,
  width: 'min(24rem, calc(100vw - 2rem))',
  outline: 'none',
  '@media': {
    [media.mobile]: { bottom: `calc(${layout.bottomNavHeight} + ${space.md})` },
  },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.sm,
  padding: space.md,
  background: color.surfaceRaised,
  color: color.text,
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.md,
  boxShadow: color.shadow,
  animation: `${slideIn} 180ms ease-out`,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${color.focusRing}`, outlineOffset: 2 },
  },
});

export const destructive = style({
  background: color.danger,
  color: color.onDanger,
  borderColor: color.danger,
});

export const content = style({ flex: 1, display: 'grid', gap: space.xxs });
export const title = style({ fontWeight: 650 });
export const description = style({ fontSize: '0.9375rem' });
export const close = style({ color: 'inherit' });
export const action = style({
  justifySelf: 'start',
  marginBlockStart: space.xxs,
  color: 'inherit',
  fontWeight: 650,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${color.focusRing}`, outlineOffset: 2 },
  },
});
