import { style } from '@vanilla-extract/css';
import { plainList } from '@/styles/patterns.css';
import { color, radius, space } from '@/styles/theme.css';

export const bell = style({ position: 'relative' });

export const badge = style({
  position: 'absolute',
  top: 2,
  insetInlineEnd: 0,
  minWidth: '1.25rem',
  height: '1.25rem',
  paddingInline: '0.3rem',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: radius.pill,
  background: color.danger,
  color: color.onDanger,
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: 1,
  // Keeps the badge apart from the bell in forced-colours mode too.
  outline: '1px solid transparent',
});

export const panel = style({ display: 'grid', gap: space.sm });

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
});

export const title = style({ margin: 0, fontSize: '1rem', fontWeight: 650 });

export const connection = style({ margin: 0, fontSize: '0.875rem', color: color.textMuted });

export const empty = style({ margin: 0, color: color.textMuted });

export const list = style([plainList, { display: 'grid', gap: space.xxs }]);

export const item = style({
  width: '100%',
  display: 'grid',
  justifyItems: 'start',
  gap: '0.125rem',
  padding: space.xs,
  border: '1px solid transparent',
  borderRadius: radius.sm,
  background: 'transparent',
  color: color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: color.surfaceSunken },
    '&[data-focus-visible]': { outline: `3px solid ${color.focusRing}`, outlineOffset: 2 },
  },
});

export const itemName = style({ fontWeight: 650 });
export const itemEmail = style({ color: color.textMuted, fontSize: '0.875rem', overflowWrap: 'anywhere' });
export const itemMessage = style({
  fontSize: '0.875rem',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});
export const itemTime = style({ color: color.textMuted, fontSize: '0.8125rem' });

export const inboxLink = style({ color: color.link, fontWeight: 600, justifySelf: 'start' });
