import { style } from '@vanilla-extract/css';
import { color, radius, space } from '@/styles/theme.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const tag = style({
  padding: `${space.xxs} ${space.sm}`,
  border: `1px solid ${color.border}`,
  borderRadius: radius.pill,
  fontSize: '0.875rem',
  lineHeight: 1.5,
  color: color.text,
  background: color.surfaceRaised,
});
