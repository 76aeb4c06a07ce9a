import { style } from '@vanilla-extract/css';
import { cardSurface } from '@/styles/patterns.css';
import { space } from '@/styles/theme.css';

export const card = style([
  cardSurface,
  { gap: space.md, maxWidth: '30rem', marginInline: 'auto', padding: space.lg },
]);

export const back = style({ justifySelf: 'start' });
