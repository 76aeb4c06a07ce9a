import { style } from '@vanilla-extract/css';
import { raisedPanel } from '@/styles/patterns.css';
import { media } from '@/styles/media';
import { color, layout, space } from '@/styles/theme.css';

export const calculator = style({
  display: 'grid',
  // minmax(0, …): a long figure or a long typed number never widens the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  gap: space.xl,
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', gap: space.xxl } },
});

export const inputs = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: space.lg });

export const heading = style({ display: 'grid', gap: space.xxs });

export const title = style({ fontSize: 'clamp(1.5rem, 3vw, 2rem)' });

export const muted = style({ margin: 0, fontSize: '0.875rem', color: color.textMuted });

export const results = style([
  raisedPanel,
  {
    display: 'grid',
    gap: space.lg,
    padding: space.lg,
    '@media': {
      [media.desktop]: {
        position: 'sticky',
        top: `calc(${layout.headerHeightCompact} + ${space.lg})`,
        padding: space.xl,
      },
    },
  },
]);

export const headline = style({ display: 'grid', gap: space.xxs });

export const roiLabel = style({ fontSize: '0.875rem', fontWeight: 600, color: color.textMuted });

export const roiValue = style({
  fontSize: 'clamp(3rem, 8vw, 4.5rem)',
  fontWeight: 650,
  letterSpacing: '-0.04em',
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const invalid = style({ fontWeight: 550 });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: space.md,
  rowGap: space.lg,
  margin: 0,
  paddingTop: space.lg,
  borderTop: `1px solid ${color.border}`,
});

export const figure = style({ display: 'grid', alignContent: 'start', gap: space.xxs, minWidth: 0 });

export const figureLabel = style({ fontSize: '0.875rem', fontWeight: 600 });

export const figureValue = style({
  margin: 0,
  fontSize: '1.5rem',
  fontWeight: 650,
  letterSpacing: '-0.02em',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
