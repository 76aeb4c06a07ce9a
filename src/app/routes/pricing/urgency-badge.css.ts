import { style } from '@vanilla-extract/css';
import { color, radius, space } from '@/styles/theme.css';

export const badge = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space.xs} ${space.md}`,
  justifySelf: 'start',
  padding: `${space.xs} ${space.md} ${space.xs} ${space.xs}`,
  background: color.surfaceRaised,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  fontSize: '0.9375rem',
});

export const label = style({
  padding: `${space.xxs} ${space.sm}`,
  background: color.accent,
  color: color.onAccent,
  borderRadius: radius.pill,
  fontSize: '0.75rem',
  fontWeight: 650,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const offer = style({ fontWeight: 600 });

export const ends = style({ color: color.textMuted });

export const time = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 600, color: color.text });
