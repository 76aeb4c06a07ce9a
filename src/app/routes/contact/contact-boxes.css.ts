import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, radius, space } from '@/styles/theme.css';

export const box = style({
  display: 'grid',
  gap: space.md,
  padding: space.xl,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  '@media': { [media.mobile]: { padding: space.lg } },
});

export const title = style({ fontSize: '1.25rem' });

export const points = style({
  display: 'grid',
  gap: space.sm,
  paddingInlineStart: space.lg,
  color: color.textMuted,
});

export const details = style({ display: 'grid', gap: space.sm, margin: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '9rem 1fr',
  gap: space.md,
  paddingTop: space.sm,
  borderTop: `1px solid ${color.border}`,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr', gap: space.xxs } },
});

export const term = style({ fontSize: '0.875rem', fontWeight: 600, color: color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const point = style({ selectors: { '&::marker': { color: color.accent } } });
