import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, space } from '@/styles/theme.css';

export const prose = style({
  display: 'grid',
  gap: space.md,
  fontSize: '1.125rem',
  color: color.textMuted,
});

export const opening = style({ fontSize: '1.25rem', color: color.text });

export const rows = style({ display: 'grid', gap: space.xxl });

export const serviceBlocks = style({
  display: 'grid',
  gap: space.xl,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', rowGap: space.xxl } },
});

export const serviceBlock = style({ display: 'grid', gap: space.xs, alignContent: 'start' });

export const serviceTitle = style({ fontSize: '1.25rem', letterSpacing: '-0.015em' });

export const muted = style({ color: color.textMuted });

// Short names read best as a column list, like an index.
export const columns = style({
  columns: 3,
  columnGap: space.xl,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': { [media.mobile]: { columns: 2, columnGap: space.lg } },
});

export const columnItem = style({
  breakInside: 'avoid',
  paddingBlock: space.xs,
  borderBottom: `1px solid ${color.border}`,
});
