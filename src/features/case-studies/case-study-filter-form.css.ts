import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, radius, space } from '@/styles/theme.css';

export const panel = style({
  display: 'grid',
  gap: space.md,
  padding: space.lg,
  background: color.surfaceRaised,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
});

export const heading = style({ fontSize: '1.25rem' });

export const form = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  gap: space.md,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto' },
  },
});

export const submit = style({ minHeight: '2.875rem' });
