import { style } from '@vanilla-extract/css';
import { plainList } from '@/styles/patterns.css';
import { color, space } from '@/styles/theme.css';

export const nav = style({ borderBlockEnd: `1px solid ${color.border}`, marginBlockEnd: space.md });

export const list = style([plainList, { display: 'flex', flexWrap: 'wrap', gap: space.md }]);

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
