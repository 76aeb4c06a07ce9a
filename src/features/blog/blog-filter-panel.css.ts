import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, radius, space } from '@/styles/theme.css';

export const panel = style({
  display: 'grid',
  gap: space.md,
  padding: `${space.lg} ${space.lg}`,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  background: color.surfaceRaised,
  '@media': { [media.mobile]: { padding: space.md, gap: space.sm } },
});

// The count, the note and Clear Filters line up under the chips, past their labels.
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: space.md,
  rowGap: space.xs,
  '@media': {
    [media.desktop]: { paddingInlineStart: `calc(8rem + ${space.md})` },
  },
});

export const count = style({
  fontSize: '0.9375rem',
  fontWeight: 600,
  color: color.text,
});

export const note = style({ flexBasis: '100%', fontSize: '0.875rem', color: color.textMuted });
