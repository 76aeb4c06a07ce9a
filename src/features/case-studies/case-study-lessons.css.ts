import { style } from '@vanilla-extract/css';
import { plainList } from '@/styles/patterns.css';
import { media } from '@/styles/media';
import { color, layout, space } from '@/styles/theme.css';

export const section = style({
  display: 'grid',
  gap: space.xl,
  paddingTop: space.xxl,
  borderTop: `1px solid ${color.border}`,
});

export const intro = style({ display: 'grid', gap: space.sm, maxWidth: layout.proseWidth });

export const heading = style({ fontSize: 'clamp(1.5rem, 3vw, 2rem)' });

export const lead = style({ fontSize: '1.125rem', color: color.textMuted });

export const list = style([
  plainList,
  {
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: space.lg,
    counterReset: 'lesson',
    '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  },
]);

export const item = style({
  display: 'grid',
  alignContent: 'start',
  gap: space.xs,
  paddingTop: space.md,
  borderTop: `2px solid ${color.text}`,
  counterIncrement: 'lesson',
  selectors: {
    '&::before': {
      content: 'counter(lesson, decimal-leading-zero)',
      fontSize: '0.875rem',
      fontWeight: 600,
      color: color.textMuted,
    },
  },
});

export const itemTitle = style({ fontSize: '1.125rem' });

export const close = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  paddingBlock: space.lg,
  borderBlock: `1px solid ${color.border}`,
});

export const closeText = style({ maxWidth: layout.proseWidth, fontSize: '1.0625rem' });
