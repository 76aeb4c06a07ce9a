import { style } from '@vanilla-extract/css';
import { color, radius, space } from '@/styles/theme.css';

export const field = style({ display: 'grid', gap: space.xxs });

export const label = style({ fontSize: '0.9375rem', fontWeight: 600 });

export const input = style({
  width: '100%',
  minHeight: '2.875rem',
  padding: `${space.sm} ${space.md}`,
  background: color.surfaceRaised,
  color: color.text,
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.md,
  fontSize: '1rem',
  transition: 'border-color 150ms ease',
  selectors: {
    '&::placeholder': { color: color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: color.text },
    '&[data-focused]': {
      borderColor: color.accent,
      outline: `2px solid ${color.focusRing}`,
      outlineOffset: 1,
    },
    '&[data-invalid]': { borderColor: color.danger },
    '&[data-disabled]': { opacity: 0.6 },
  },
});

export const textarea = style([input, { minHeight: '8rem', resize: 'vertical', lineHeight: 1.5 }]);

export const description = style({ fontSize: '0.875rem', color: color.textMuted });

export const error = style({ fontSize: '0.875rem', fontWeight: 550, color: color.danger });
