import { style } from '@vanilla-extract/css';
import { color, radius, space } from '@/styles/theme.css';

export const card = style({
  display: 'grid',
  gap: space.md,
  padding: space.lg,
  background: color.surfaceRaised,
  border: `1px solid ${color.border}`,
  borderInlineStart: `3px solid ${color.danger}`,
  borderRadius: radius.lg,
});

export const title = style({ fontSize: '1.25rem' });

export const list = style({ display: 'grid', gap: space.md, listStyle: 'none', padding: 0, margin: 0 });

export const item = style({
  display: 'grid',
  gap: space.xs,
  paddingBlockStart: space.md,
  borderBlockStart: `1px solid ${color.border}`,
});

export const meta = style({ color: color.textMuted, fontSize: '0.9rem' });

export const quote = style({
  margin: 0,
  paddingInlineStart: space.md,
  borderInlineStart: `2px solid ${color.border}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const reason = style({ color: color.danger });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
