import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, layout, space } from '@/styles/theme.css';

export const hero = style({
  display: 'grid',
  justifyItems: 'start',
  gap: space.lg,
  paddingBlock: space.section,
});

export const eyebrow = style({
  fontSize: '0.875rem',
  fontWeight: 600,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: color.textMuted,
});

export const headline = style({
  fontSize: 'clamp(2.75rem, 9vw, 6.5rem)',
  letterSpacing: '-0.045em',
  lineHeight: 0.98,
  maxWidth: '14ch',
});

export const lead = style({
  maxWidth: layout.proseWidth,
  fontSize: 'clamp(1.0625rem, 2vw, 1.25rem)',
  color: color.textMuted,
});

export const sectionTitle = style({ fontSize: 'clamp(2rem, 5vw, 3rem)', marginBottom: space.md });

export const contact = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1.2fr',
  gap: space.xxl,
  paddingBlock: space.section,
  borderTop: `1px solid ${color.border}`,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr', gap: space.xl } },
});
