import { keyframes, style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, radius, space } from '@/styles/theme.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateX(24px)' },
  to: { opacity: 1, transform: 'translateX(0)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  justifyContent: 'flex-end',
  background: color.overlay,
});

export const sheet = style({
  width: '100%',
  height: '100dvh',
  background: color.surfaceRaised,
  color: color.text,
  boxShadow: color.shadow,
  outline: 'none',
  '@media': {
    [media.desktop]: { maxWidth: '28rem', borderLeft: `1px solid ${color.border}` },
  },
});

/** The sheet's arrival, once: the panel the page showed before its code came is already there. */
export const slidingIn = style({
  selectors: { '&[data-entering]': { animation: `${slideIn} 200ms ease-out` } },
});

export const dialog = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  height: '100%',
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  padding: `${space.md} ${space.lg}`,
  borderBottom: `1px solid ${color.border}`,
});

export const title = style({ fontSize: '1.125rem', margin: 0 });

export const log = style({
  overflowY: 'auto',
  padding: space.lg,
  display: 'grid',
  alignContent: 'start',
  gap: space.md,
});

/** A question and its answer: part of the log's one scroll, never a scrolling box of its own. */
export const turn = style({ display: 'grid', gap: space.md });

const bubble = style({
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.lg,
  lineHeight: 1.5,
  maxWidth: '100%',
  overflowWrap: 'anywhere',
});

export const assistantMessage = style([
  bubble,
  { background: color.surfaceSunken, border: `1px solid ${color.border}`, display: 'grid', gap: space.xs },
]);

export const visitorMessage = style([
  bubble,
  { justifySelf: 'end', background: color.accent, color: color.onAccent, maxWidth: '85%' },
]);

export const paragraph = style({ margin: 0 });

export const quoteTitle = style({ margin: 0, fontWeight: 650, fontSize: '0.9375rem' });

export const quote = style({
  margin: 0,
  paddingLeft: space.sm,
  borderLeft: `3px solid ${color.borderStrong}`,
  fontSize: '0.9375rem',
});

export const sources = style({
  margin: 0,
  fontSize: '0.875rem',
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
});

export const sourceLink = style({ color: color.link, textDecoration: 'underline', fontWeight: 550 });

/** The passages an answer comes from, folded under More. */
export const more = style({ display: 'grid', gap: space.xs, fontSize: '0.9375rem' });

export const moreToggle = style({
  cursor: 'pointer',
  width: 'fit-content',
  minHeight: '24px',
  color: color.link,
  fontWeight: 550,
  fontSize: '0.875rem',
});

export const moreBlock = style({ display: 'grid', gap: space.xs, marginTop: space.xs });

export const note = style({ margin: 0, fontSize: '0.875rem', color: color.textMuted });

export const suggestions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const footer = style({
  display: 'grid',
  gap: space.sm,
  padding: `${space.md} ${space.lg}`,
  borderTop: `1px solid ${color.border}`,
});

export const askRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'end',
  gap: space.xs,
});
