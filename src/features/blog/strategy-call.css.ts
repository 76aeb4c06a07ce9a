import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, radius, space } from '@/styles/theme.css';

export const panel = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.xl,
  marginBlock: `${space.xxxl} ${space.xxl}`,
  padding: `${space.xxl} ${space.xxl}`,
  borderRadius: radius.lg,
  background: color.surfaceSunken,
  border: `1px solid ${color.border}`,
  '@media': {
    [media.mobile]: {
      flexDirection: 'column',
      alignItems: 'flex-start',
      padding: space.lg,
      gap: space.lg,
    },
  },
});

export const text = style({ display: 'grid', gap: space.sm, maxWidth: '36rem' });

export const title = style({ fontSize: 'clamp(1.5rem, 3vw, 2rem)', letterSpacing: '-0.025em' });

export const lead = style({ color: color.textMuted, fontSize: '1.0625rem' });
