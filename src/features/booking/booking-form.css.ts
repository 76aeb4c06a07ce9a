import { globalStyle, style } from '@vanilla-extract/css';
import { color, radius, space } from '@/styles/theme.css';

export const form = style({ display: 'grid', gap: space.md });
export const actions = style({ display: 'flex', justifyContent: 'flex-start' });

export const times = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const timesLegend = style({ fontWeight: 600, marginBottom: space.sm, padding: 0 });

/**
 * The slot list, whether the server put it in (plain markup, no classes:
 * pb_hooks/lib/booking-page.js) or the island drew it: styled through the
 * element that holds it.
 */
export const slots = style({ display: 'grid', gap: space.md, maxHeight: '28rem', overflowY: 'auto' });
globalStyle(`${slots} fieldset`, {
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  margin: 0,
  padding: space.sm,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  minWidth: 0,
});
globalStyle(`${slots} legend`, { fontWeight: 600, padding: `0 ${space.xs}` });
globalStyle(`${slots} label`, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '44px',
  padding: `0 ${space.sm}`,
  border: `1px solid ${color.border}`,
  borderRadius: radius.sm,
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${slots} label:has(input:checked)`, {
  borderColor: color.accent,
  outline: `2px solid ${color.accent}`,
});
globalStyle(`${slots} input`, { width: '1.1rem', height: '1.1rem', margin: 0, accentColor: color.accent });

export const note = style({
  margin: 0,
  padding: space.sm,
  borderRadius: radius.md,
  background: color.accentSoft,
});
export const error = style({ margin: `0 0 ${space.sm}`, color: color.danger, fontWeight: 600 });
