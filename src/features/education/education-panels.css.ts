import { style } from '@vanilla-extract/css';
import { plainList, raisedPanel } from '@/styles/patterns.css';
import { media } from '@/styles/media';
import { color, layout, space } from '@/styles/theme.css';

export const panel = style({ display: 'grid', gap: space.lg, paddingTop: space.md });

export const heading = style({ display: 'grid', gap: space.xxs, maxWidth: layout.proseWidth });

export const title = style({ fontSize: 'clamp(1.5rem, 3vw, 2rem)' });

export const lead = style({ color: color.textMuted });

export const counts = style([
  plainList,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: space.md,
    marginBottom: space.lg,
    '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  },
]);

export const count = style([
  raisedPanel,
  {
    display: 'grid',
    gap: space.xxs,
    padding: space.lg,
  },
]);

export const countValue = style({
  fontSize: 'clamp(2rem, 5vw, 2.75rem)',
  fontWeight: 650,
  letterSpacing: '-0.03em',
  lineHeight: 1,
});

export const countLabel = style({ fontSize: '0.9375rem', color: color.textMuted, fontWeight: 550 });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: space.md,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 16rem))' } },
});

export const resultCount = style({ fontSize: '0.875rem', color: color.textMuted });
