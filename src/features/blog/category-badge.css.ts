import { style } from '@vanilla-extract/css';
import { color, radius, space } from '@/styles/theme.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: '0.125rem',
  paddingInline: space.xs,
  borderRadius: radius.pill,
  background: color.accentSoft,
  color: color.text,
  border: `1px solid ${color.border}`,
  fontSize: '0.75rem',
  fontWeight: 650,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
});
