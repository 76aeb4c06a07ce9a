import { globalStyle, style } from '@vanilla-extract/css';
import { color, radius, space } from '@/styles/theme.css';

export const details = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: space.md });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: space.md,
  rowGap: space.xxs,
  margin: 0,
});

globalStyle(`${facts} dt`, { color: color.textMuted, fontWeight: 500 });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const email = style({ color: color.link });

export const message = style({
  margin: 0,
  padding: space.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  background: color.surfaceSunken,
  borderRadius: radius.sm,
});

/** The reply names the sender, whose name may be longer than a phone is wide: it wraps. */
export const reply = style({
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  maxWidth: '100%',
  paddingBlock: space.xxs,
  textAlign: 'center',
});
