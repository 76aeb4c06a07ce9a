import { style } from '@vanilla-extract/css';
import { color, space } from '@/styles/theme.css';

export const list = style({
  display: 'grid',
  gap: space.xs,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'grid',
  gap: '0.125rem',
  padding: `${space.sm} 0`,
  borderBottom: `1px solid ${color.border}`,
  color: color.text,
  textDecoration: 'none',
});

export const label = style({
  fontSize: '1.75rem',
  fontWeight: 650,
  letterSpacing: '-0.02em',
  selectors: { [`${link}[aria-current="page"] &`]: { color: color.accent } },
});
export const tagline = style({ color: color.textMuted, fontSize: '0.9375rem' });
