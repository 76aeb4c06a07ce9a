import { style } from '@vanilla-extract/css';
import { raisedPanel } from '@/styles/patterns.css';
import { media } from '@/styles/media';
import { space } from '@/styles/theme.css';

export const panel = style([
  raisedPanel,
  {
    display: 'grid',
    gap: space.md,
    padding: space.lg,
  },
]);

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
