import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, space } from '@/styles/theme.css';

export const section = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: '2fr 2fr',
  alignItems: 'start',
  marginTop: space.xl,
  paddingTop: space.lg,
  borderTop: `1px solid ${color.border}`,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});

export const heading = style({ fontSize: '1.125rem', fontWeight: 650, margin: 0 });

export const lead = style({ margin: `${space.xs} 0 0`, color: color.textMuted });

/** Room for the form before its code arrives, so nothing moves when it does. */
export const formSlot = style({ minHeight: '6.5rem' });
