import { keyframes, style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, layout, space } from '@/styles/theme.css';

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(0.75rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const button = style({
  position: 'fixed',
  right: `max(${space.md}, env(safe-area-inset-right))`,
  bottom: space.lg,
  zIndex: 45,
  boxShadow: color.shadow,
  animation: `${appear} 200ms ease-out`,
  // The button's own display would otherwise win over the hidden attribute.
  selectors: { '&[hidden]': { display: 'none' } },

  '@media': {
    // Clear of the mobile bottom navigation and the home indicator.
    [media.mobile]: {
      bottom: `calc(${layout.bottomNavHeight} + env(safe-area-inset-bottom) + ${space.md})`,
    },
  },
});
