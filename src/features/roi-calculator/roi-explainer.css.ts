import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, font, layout, space } from '@/styles/theme.css';

export const section = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: space.xl,
  paddingTop: space.xxl,
  borderTop: `1px solid ${color.border}`,
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', gap: space.xxl } },
});

export const text = style({
  display: 'grid',
  justifyItems: 'start',
  gap: space.md,
  maxWidth: layout.proseWidth,
});

export const title = style({ fontSize: 'clamp(1.5rem, 3vw, 2rem)' });

export const formulas = style({ display: 'grid', margin: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: space.xxs,
  paddingBlock: space.sm,
  borderBottom: `1px solid ${color.border}`,
  '@media': { [media.desktop]: { gridTemplateColumns: '12rem 1fr', gap: space.md } },
});

export const name = style({ fontWeight: 600 });

export const formula = style({
  margin: 0,
  fontFamily: font.mono,
  fontSize: '0.9375rem',
  color: color.textMuted,
});
