import { style } from '@vanilla-extract/css';
import { color, space } from '@/styles/theme.css';

export const page = style({
  display: 'grid',
  justifyItems: 'start',
  gap: space.md,
  paddingBlock: space.section,
});

export const code = style({ fontSize: 'clamp(4rem, 14vw, 9rem)', letterSpacing: '-0.05em', lineHeight: 1 });

export const message = style({ fontSize: '1.5rem', color: color.textMuted });
