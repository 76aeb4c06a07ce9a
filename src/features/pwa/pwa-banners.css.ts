import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, layout, radius, space } from '@/styles/theme.css';

export const stack = style({
  position: 'fixed',
  zIndex: 150,
  insetInlineStart: space.md,
  bottom: space.md,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space.xs,
  maxWidth: 'min(26rem, calc(100vw - 2rem))',
  pointerEvents: 'none',
  '@media': { [media.mobile]: { bottom: `calc(${layout.bottomNavHeight} + ${space.sm})` } },
});

const floating = style({
  pointerEvents: 'auto',
  background: color.surfaceRaised,
  color: color.text,
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.md,
  boxShadow: color.shadow,
});

export const banner = style([
  floating,
  { display: 'flex', alignItems: 'center', gap: space.md, padding: `${space.sm} ${space.md}` },
]);

export const text = style({ fontWeight: 550 });

export const indicator = style([
  floating,
  {
    display: 'flex',
    alignItems: 'center',
    gap: space.xs,
    margin: 0,
    padding: `${space.xs} ${space.md}`,
    fontSize: '0.875rem',
  },
]);

export const dot = style({
  flexShrink: 0,
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: radius.pill,
  background: color.danger,
  selectors: { '&[data-online]': { background: color.success } },
});
