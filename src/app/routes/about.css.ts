import { style } from '@vanilla-extract/css';
import { plainList, ruledPoint } from '@/styles/patterns.css';
import { media } from '@/styles/media';
import { color, space } from '@/styles/theme.css';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: space.lg,
  margin: 0,
  marginTop: space.xl,
  paddingTop: space.lg,
  borderTop: `1px solid ${color.border}`,
  maxWidth: '48rem',
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr', gap: space.md } },
});

export const fact = style({ display: 'grid', gap: space.xxs });

export const factLabel = style({ fontSize: '0.875rem', color: color.textMuted });

export const factValue = style({
  margin: 0,
  fontSize: 'clamp(1.5rem, 3vw, 2rem)',
  fontWeight: 650,
  letterSpacing: '-0.03em',
  lineHeight: 1.1,
});

export const approach = style({ display: 'grid', gap: space.xxl });

export const prose = style({
  display: 'grid',
  gap: space.md,
  fontSize: '1.125rem',
  color: color.textMuted,
  maxWidth: '44rem',
});

export const reasons = style([
  plainList,
  {
    display: 'grid',
    gap: `${space.xxl} ${space.xl}`,
    '@media': {
      [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.mobile]: { gap: space.xl },
    },
  },
]);

export const reason = ruledPoint;

export const reasonTitle = style({ fontSize: '1.375rem', letterSpacing: '-0.02em' });

export const muted = style({ color: color.textMuted });
