import { style } from '@vanilla-extract/css';
import { color, radius } from './theme.css';

/**
 * A card's title link whose box covers the whole card (the card is positioned), so the
 * card is one target with one name; its focus ring is drawn around the card.
 */
export const coveringLink = style({
  color: color.text,
  textDecoration: 'none',
  outline: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radius.lg },
  selectors: {
    '&[data-focus-visible]::after': { outline: `3px solid ${color.focusRing}`, outlineOffset: 2 },
  },
});
