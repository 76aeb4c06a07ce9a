import { style } from '@vanilla-extract/css';
import { color, space } from '@/styles/theme.css';

export const hint = style({ display: 'flex', alignItems: 'center', gap: space.sm, minHeight: '1.25rem' });

export const steps = style({ display: 'flex', gap: space.xxs });

/** Each step the strength reached is filled; the words beside it say the same without colour. */
export const step = style({
  width: '1.75rem',
  height: '0.3125rem',
  borderRadius: '999px',
  background: color.border,
  selectors: {
    '&[data-filled="too-short"], &[data-filled="weak"]': { background: color.danger },
    '&[data-filled="good"]': { background: color.accent },
    '&[data-filled="strong"]': { background: color.success },
  },
});

export const words = style({ margin: 0, fontSize: '0.875rem', color: color.textMuted });
