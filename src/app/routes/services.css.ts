import { style } from '@vanilla-extract/css';
import { color, radius, space } from '@/styles/theme.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: space.lg,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: space.lg,
  background: color.surfaceRaised,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
});

export const cardTitle = style({ fontSize: '1.375rem' });
export const subtitle = style({ color: color.textMuted, fontWeight: 550 });
export const cardLink = style({ marginTop: 'auto', fontWeight: 600, textDecoration: 'none' });
