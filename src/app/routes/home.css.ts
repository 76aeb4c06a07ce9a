import { keyframes, style } from '@vanilla-extract/css';
import { media } from '@/styles/media';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * The home page fades in over 0.5 s when a visitor navigates to it;
 * not at all for people who ask for less motion. Never on the first load:
 * the prerendered page paints at once, so its largest paint is not delayed.
 */
export const fadeInPage = style({
  animation: `${fadeIn} 0.5s ease-out both`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
