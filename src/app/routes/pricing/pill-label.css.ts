import { style } from '@vanilla-extract/css';
import { color, radius, space } from '@/styles/theme.css';

/** The accent pill the pricing page labels with: the popular package, the current offer. */
export const pillLabel = style({
  padding: `${space.xxs} ${space.sm}`,
  background: color.accent,
  color: color.onAccent,
  borderRadius: radius.pill,
  fontSize: '0.75rem',
  fontWeight: 650,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});
