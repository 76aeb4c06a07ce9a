import { style } from '@vanilla-extract/css';
import { color, radius, space } from '@/styles/theme.css';
import { input as fieldInput } from '../text-field/text-field.css';

export const group = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style([fieldInput, { paddingInlineEnd: '3rem' }]);

export const toggle = style({
  position: 'absolute',
  insetInlineEnd: space.xxs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  padding: 0,
  background: 'transparent',
  color: color.textMuted,
  border: 'none',
  borderRadius: radius.md,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-selected]': { color: color.text },
    '&[data-focus-visible]': { outline: `3px solid ${color.focusRing}`, outlineOffset: 0 },
  },
});
