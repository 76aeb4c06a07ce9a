import { style } from '@vanilla-extract/css';
import { color } from '@/styles/theme.css';

// WCAG 2.2 target size: at least 24px tall.
export const note = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 'max(1.5rem, 24px)',
  fontSize: '0.875rem',
  color: color.textMuted,
});
