import { globalStyle, style } from '@vanilla-extract/css';
import { color, radius, space } from '@/styles/theme.css';

export const form = style({ display: 'grid', gap: space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

/** A message beside a form: what happened, and what to do next. */
export const note = style({
  display: 'grid',
  gap: space.sm,
  justifyItems: 'start',
  padding: space.md,
  background: color.surfaceSunken,
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
});

globalStyle(`${note} p`, { margin: 0 });
