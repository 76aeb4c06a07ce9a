import { style } from '@vanilla-extract/css';
import { color, space } from '@/styles/theme.css';

export const group = style({ borderTop: `1px solid ${color.border}` });

export const item = style({ borderBottom: `1px solid ${color.border}` });

export const heading = style({ margin: 0, fontSize: '1.125rem' });

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  padding: `${space.md} 0`,
  background: 'none',
  border: 'none',
  color: color.text,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${color.focusRing}`, outlineOffset: 2 },
  },
});

export const chevron = style({
  flexShrink: 0,
  transition: 'transform 200ms ease',
  selectors: { [`${item}[data-expanded] &`]: { transform: 'rotate(180deg)' } },
});

export const panel = style({ color: color.textMuted });

export const panelInner = style({ paddingBottom: space.md, maxWidth: '48rem' });
