import { style } from '@vanilla-extract/css';
import { color, radius, space } from '@/styles/theme.css';

export const form = style({ display: 'grid', gap: space.lg, maxWidth: '48rem', minWidth: 0 });
export const group = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: space.sm });
export const legend = style({ fontWeight: 600, fontSize: '1.125rem', padding: 0 });
export const hint = style({ margin: 0, color: color.textMuted });
export const days = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
  gap: space.sm,
  alignItems: 'start',
});
export const numbers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
  gap: space.sm,
  alignItems: 'start',
});
export const note = style({
  margin: 0,
  padding: space.sm,
  borderRadius: radius.md,
  background: color.accentSoft,
});
export const error = style({ margin: 0, color: color.danger, fontWeight: 600 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm });
