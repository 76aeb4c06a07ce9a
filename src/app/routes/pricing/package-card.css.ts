import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '@/styles/media';
import { color, radius, space } from '@/styles/theme.css';
import { pillLabel } from './pill-label.css';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: space.md,
    height: '100%',
    padding: space.xl,
    background: color.surfaceRaised,
    border: `1px solid ${color.border}`,
    borderRadius: radius.lg,
    '@media': { [media.mobile]: { padding: space.lg } },
  },
  variants: {
    highlighted: {
      true: { borderColor: color.accent, boxShadow: `0 0 0 1px ${color.accent}` },
      false: {},
    },
  },
});

export const popular = style([
  pillLabel,
  {
    position: 'absolute',
    top: 0,
    left: space.xl,
    '@media': { [media.mobile]: { left: space.lg } },
    transform: 'translateY(-50%)',
  },
]);

export const name = style({ fontSize: '1.25rem' });

export const price = style({ display: 'flex', alignItems: 'baseline', gap: space.xs });

export const amount = style({
  fontSize: 'clamp(2.25rem, 5vw, 2.75rem)',
  fontWeight: 650,
  letterSpacing: '-0.035em',
  lineHeight: 1,
});

export const period = style({ color: color.textMuted, fontWeight: 550 });

export const description = style({ color: color.textMuted });

export const features = style({
  display: 'grid',
  gap: space.xs,
  padding: `${space.md} 0 0`,
  margin: `0 0 ${space.md}`,
  listStyle: 'none',
  borderTop: `1px solid ${color.border}`,
});

export const feature = style({
  position: 'relative',
  paddingInlineStart: space.lg,
  fontSize: '0.9375rem',
  selectors: {
    // A drawn tick, so it follows the theme's accent in every contrast mode.
    '&::before': {
      content: '""',
      position: 'absolute',
      left: '0.2rem',
      top: '0.45em',
      width: '0.35rem',
      height: '0.65rem',
      borderRight: `2px solid ${color.accent}`,
      borderBottom: `2px solid ${color.accent}`,
      transform: 'rotate(45deg)',
    },
  },
});

export const cta = style({ marginTop: 'auto', width: '100%' });
