import { style } from '@vanilla-extract/css';
import { color, space } from '@/styles/theme.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.xs,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  fontSize: '0.875rem',
  color: color.textMuted,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  selectors: {
    '&:not(:last-child)::after': { content: '"/"', color: color.borderStrong },
  },
});

export const link = style({
  color: color.textMuted,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { color: color.text, textDecoration: 'underline' },
  },
});

export const current = style({ color: color.text, fontWeight: 550 });
