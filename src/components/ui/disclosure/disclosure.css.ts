import { style } from '@vanilla-extract/css';
import { color, space } from '@/styles/theme.css';

export const group = style({ borderTop: `1px solid ${color.border}` });

export const item = style({ borderBottom: `1px solid ${color.border}` });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  padding: `${space.md} 0`,
  listStyle: 'none',
  color: color.text,
  fontSize: '1.125rem',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: `3px solid ${color.focusRing}`, outlineOffset: 2 },
  },
});

export const chevron = style({
  flexShrink: 0,
  transition: 'transform 200ms ease',
  selectors: { [`${item}[open] &`]: { transform: 'rotate(180deg)' } },
});

export const panel = style({ paddingBottom: space.md, maxWidth: '48rem', color: color.textMuted });
