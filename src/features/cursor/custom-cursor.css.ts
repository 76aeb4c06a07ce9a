import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color } from '@/styles/theme.css';

const SIZE = 28;

export const cursor = style({
  position: 'fixed',
  top: 0,
  left: 0,
  zIndex: 400,
  width: 0,
  height: 0,
  pointerEvents: 'none',
  opacity: 0,
  transition: 'opacity 200ms ease',
  willChange: 'transform',
  selectors: { '&[data-visible]': { opacity: 1 } },
  '@media': { [media.forcedColors]: { display: 'none' } },
});

export const ring = style({
  width: SIZE,
  height: SIZE,
  margin: -SIZE / 2,
  borderRadius: '50%',
  border: `2px solid ${color.accent}`,
  // A thin edge in the colour of text on accent, outside and inside: over an
  // accent-coloured button, where the ring itself would vanish, the edges stay.
  boxShadow: `0 0 0 1px ${color.onAccent}, inset 0 0 0 1px ${color.onAccent}`,
  background: 'transparent',
  transition: 'transform 200ms ease, background-color 200ms ease, border-color 200ms ease',
  selectors: {
    [`${cursor}[data-active] &`]: {
      transform: 'scale(1.6)',
      // A tint, not a fill: the text under the ring stays readable.
      background: `color-mix(in srgb, ${color.accent} 12%, transparent)`,
    },
  },
});
