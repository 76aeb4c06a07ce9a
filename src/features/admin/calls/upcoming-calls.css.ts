import { style } from '@vanilla-extract/css';
import { color, radius, space } from '@/styles/theme.css';

export const section = style({ display: 'grid', gap: space.sm, marginBottom: space.xl });
export const title = style({ margin: 0, fontSize: '1.25rem' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.sm });
export const call = style({
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  padding: space.md,
  display: 'grid',
  gap: space.xs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const when = style({ margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' });
export const message = style({ margin: 0, color: color.textMuted, whiteSpace: 'pre-wrap' });
export const cancel = style({ display: 'grid', gap: space.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs });
