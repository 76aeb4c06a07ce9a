import { keyframes, style } from '@vanilla-extract/css';
import { color, radius, space } from '@/styles/theme.css';

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const popover = style({
  width: 'min(24rem, calc(100vw - 2rem))',
  maxHeight: 'var(--visible-height, 80vh)',
  overflowY: 'auto',
  background: color.surfaceRaised,
  color: color.text,
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.md,
  boxShadow: color.shadow,
  padding: space.md,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} 150ms ease-out` },
  },
});
