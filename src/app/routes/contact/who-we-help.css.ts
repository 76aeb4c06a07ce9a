import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, space } from '@/styles/theme.css';

export const wrapper = style({ display: 'grid', gap: space.section, paddingBlock: space.section });

const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: space.xxl,
  paddingTop: space.xxl,
  borderTop: `1px solid ${color.border}`,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr', gap: space.xl } },
});

export const audiences = twoColumns;
export const local = twoColumns;

export const audience = style({ display: 'grid', alignContent: 'start', gap: space.md });

export const title = style({ fontSize: 'clamp(1.5rem, 3vw, 2rem)' });

export const text = style({ color: color.textMuted, maxWidth: '36rem' });

export const points = style({
  display: 'grid',
  gap: space.xs,
  paddingInlineStart: space.lg,
});

export const localText = style({ display: 'grid', alignContent: 'start', gap: space.md });

export const listTitle = style({
  fontSize: '0.875rem',
  fontWeight: 600,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: color.textMuted,
  marginBottom: space.md,
});

export const areas = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${space.xs} ${space.lg}`,
  padding: 0,
  listStyle: 'none',
  fontSize: '1.0625rem',
});

export const point = style({ selectors: { '&::marker': { color: color.accent } } });
