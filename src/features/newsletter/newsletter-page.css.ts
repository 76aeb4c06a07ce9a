import { style } from '@vanilla-extract/css';
import { cardSurface } from '@/styles/patterns.css';
import { color, layout, space } from '@/styles/theme.css';

export const panel = style([
  cardSurface,
  {
    gap: space.md,
    padding: space.lg,
    maxWidth: layout.proseWidth,
  },
]);

export const status = style({ margin: 0, fontSize: '1.125rem', fontWeight: 600 });

export const muted = style({ margin: 0, color: color.textMuted });
