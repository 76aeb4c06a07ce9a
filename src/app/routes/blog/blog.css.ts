import { style } from '@vanilla-extract/css';
import { color, space } from '@/styles/theme.css';

// The count line is an always-present live region (so changes are announced);
// when it is empty the two gaps around it make the space above the grid.
export const layout = style({ display: 'grid', gap: space.md });

export const tools = style({ display: 'grid', gap: space.md, marginBottom: space.md });

export const count = style({ fontSize: '0.9375rem', fontWeight: 600, color: color.textMuted });

export const empty = style({
  paddingBlock: space.xxl,
  textAlign: 'center',
  color: color.textMuted,
  fontSize: '1.125rem',
});
