import { style } from '@vanilla-extract/css';
import { color, space } from '@/styles/theme.css';

export const inner = style({
  paddingBlock: space.section,
  borderTop: `1px solid ${color.border}`,
});

export const figure = style({ display: 'grid', gap: space.xl, margin: 0, maxWidth: '56rem' });

export const quote = style({ margin: 0 });

export const text = style({
  fontSize: 'clamp(1.625rem, 3.6vw, 2.75rem)',
  fontWeight: 550,
  letterSpacing: '-0.03em',
  lineHeight: 1.2,
  textWrap: 'balance',
  // The opening mark hangs in the margin, so the words keep the left edge.
  textIndent: '-0.42em',
  selectors: {
    // CSS escapes: the build would turn the characters into JS-style "\u201C", which CSS reads as text.
    '&::before': { content: '"\\201C"', color: color.accent },
    '&::after': { content: '"\\201D"', color: color.accent },
  },
});

export const caption = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  fontSize: '0.9375rem',
  color: color.textMuted,
  '::before': { content: '""', width: space.xl, height: 1, background: color.borderStrong, flexShrink: 0 },
});
