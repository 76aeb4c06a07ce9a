import { style } from '@vanilla-extract/css';
import { color, font, radius, space } from '@/styles/theme.css';

export const list = style({ display: 'grid', margin: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '7rem 1fr',
  alignItems: 'center',
  gap: space.md,
  paddingBlock: space.xs,
  borderBottom: `1px solid ${color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const keys = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xxs,
  color: color.textMuted,
});

export const kbd = style({
  display: 'inline-block',
  minWidth: '1.75rem',
  padding: `0.125rem ${space.xs}`,
  fontFamily: font.mono,
  fontSize: '0.875rem',
  fontWeight: 600,
  textAlign: 'center',
  color: color.text,
  background: color.surfaceSunken,
  border: `1px solid ${color.borderStrong}`,
  borderBottomWidth: 2,
  borderRadius: radius.sm,
});

export const description = style({ margin: 0 });

export const note = style({ color: color.textMuted, fontSize: '0.875rem' });
