import { keyframes, style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, space } from '@/styles/theme.css';

const turn = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrap = style({ display: 'flex', justifyContent: 'center', padding: space.xl });

export const spinner = style({
  width: '2.5rem',
  height: '2.5rem',
  border: `4px solid ${color.border}`,
  borderTopColor: color.accent,
  borderRadius: '50%',
  animation: `${turn} 900ms linear infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
