import { style } from '@vanilla-extract/css';
import { color, space } from '@/styles/theme.css';

export const layout = style({ display: 'grid', gap: space.lg });

export const tools = style({ display: 'grid', gap: space.md });

/** 'Searching…' under the search box, from the keystroke that starts a search until its results show. */
export const searchStatus = style({ marginTop: space.xs, fontSize: '0.875rem', color: color.textMuted });

export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: space.md,
  paddingBlock: space.xxl,
  textAlign: 'center',
  color: color.textMuted,
  fontSize: '1.125rem',
});
