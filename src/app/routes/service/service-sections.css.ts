import { style } from '@vanilla-extract/css';
import { eyebrow } from '@/components/section/section.css';
import { media } from '@/styles/media';
import { color, radius, space } from '@/styles/theme.css';

export const stack = style({ display: 'grid', gap: space.xl, justifyItems: 'start' });

export const approach = style({ fontSize: '1.125rem', color: color.textMuted });

export const subheading = eyebrow;

export const fill = style({ width: '100%', display: 'grid', gap: space.md });

export const investment = style({
  display: 'grid',
  margin: 0,
  gap: space.md,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const figureCard = style({
  display: 'grid',
  gap: space.md,
  alignContent: 'start',
  margin: 0,
  padding: space.xl,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  background: color.surfaceRaised,
  '@media': { [media.mobile]: { padding: space.lg } },
});

export const figureLabel = style([eyebrow, { color: color.accent }]);

export const figureValue = style({
  margin: 0,
  fontSize: 'clamp(1.375rem, 2.4vw, 1.75rem)',
  fontWeight: 650,
  letterSpacing: '-0.03em',
  lineHeight: 1.15,
});

export const note = style({ marginTop: space.lg, color: color.textMuted });
