import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, radius, space } from '@/styles/theme.css';

export const before = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.md });

export const back = style({
  fontSize: '0.9375rem',
  fontWeight: 550,
  color: color.textMuted,
  textDecoration: 'none',
  selectors: { '&[data-hovered]': { color: color.text, textDecoration: 'underline' } },
});

export const badge = style({
  padding: `0.125rem ${space.sm}`,
  border: `1px solid ${color.border}`,
  borderRadius: radius.pill,
  fontSize: '0.8125rem',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  color: color.accent,
  background: color.accentSoft,
});

export const hero = style({
  display: 'grid',
  gap: space.xxl,
  alignItems: 'start',
  paddingBottom: space.section,
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)' } },
});

export const copy = style({ display: 'grid', gap: space.xl, justifyItems: 'start' });

export const description = style({ fontSize: '1.125rem', color: color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  '@media': { [media.mobile]: { flexDirection: 'column', alignSelf: 'stretch' } },
});
