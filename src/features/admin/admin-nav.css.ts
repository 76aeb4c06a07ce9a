import { style } from '@vanilla-extract/css';
import { plainList } from '@/styles/patterns.css';
import { media } from '@/styles/media';
import { color, space } from '@/styles/theme.css';

export const nav = style({ borderBlockEnd: `1px solid ${color.border}`, marginBlockEnd: space.md });

// One line on a phone too, so the inbox's first enquiry stays on the first screen: closer set there,
// and scrolled sideways within itself should a longer word ever not fit.
export const list = style([
  plainList,
  {
    display: 'flex',
    gap: space.md,
    overflowX: 'auto',
    whiteSpace: 'nowrap',
    '@media': { [media.mobile]: { gap: space.sm } },
  },
]);

export const link = style({
  display: 'inline-block',
  paddingBlock: space.xs,
  color: color.textMuted,
  fontWeight: 600,
  textDecoration: 'none',
  borderBlockEnd: '3px solid transparent',
  selectors: {
    '&[aria-current="page"]': { color: color.text, borderBlockEndColor: color.accent },
    '&:hover': { color: color.text },
  },
});
