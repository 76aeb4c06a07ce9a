import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, space } from '@/styles/theme.css';

export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
  gap: space.xxl,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr', gap: space.lg } },
});

export const title = style({ fontSize: 'clamp(1.75rem, 4vw, 2.5rem)' });

export const list = style({ display: 'grid', borderTop: `1px solid ${color.border}` });

export const item = style({
  display: 'grid',
  gap: space.xs,
  paddingBlock: space.lg,
  borderBottom: `1px solid ${color.border}`,
});

export const question = style({ fontSize: '1.125rem' });

export const answer = style({ color: color.textMuted, maxWidth: '42rem' });
