import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, radius, space } from '@/styles/theme.css';

const PRINT = 'print';

export const sheet = style({
  display: 'grid',
  gap: space.xl,
  padding: 'clamp(1.25rem, 4vw, 3rem)',
  background: color.surfaceRaised,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  '@media': {
    [PRINT]: {
      gap: space.md,
      padding: 0,
      border: 'none',
      colorScheme: 'light',
      color: 'CanvasText',
      background: 'Canvas',
      fontSize: '10pt',
      lineHeight: 1.4,
    },
  },
});

/**
 * Marks what belongs to the screen only: the page's intro, buttons and
 * instructions. It must win over the element's own display, whichever of
 * their stylesheets the build writes first.
 */
export const screenOnly = style({ '@media': { [PRINT]: { display: 'none !important' } } });

// On paper, only the sheet: the site's header, menus, footer and skip links stay on screen.
globalStyle(`body:has(${sheet}) :has(> main) > :not(main)`, { '@media': { [PRINT]: { display: 'none' } } });
globalStyle(`body:has(${sheet}) main`, { '@media': { [PRINT]: { padding: 0, margin: 0 } } });

export const header = style({
  display: 'grid',
  gap: space.xs,
  paddingBottom: space.lg,
  borderBottom: `2px solid ${color.text}`,
  '@media': { [PRINT]: { paddingBottom: space.sm, borderBottomColor: 'CanvasText' } },
});

export const brand = style({
  fontSize: '0.8125rem',
  fontWeight: 600,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: color.textMuted,
});

export const title = style({
  fontSize: 'clamp(1.5rem, 3vw, 2rem)',
  '@media': { [PRINT]: { fontSize: '18pt' } },
});

export const subtitle = style({ color: color.textMuted });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: space.sm,
  margin: `${space.sm} 0 0`,
  '@media': {
    [media.desktop]: { gridTemplateColumns: '2fr 1.5fr 1fr' },
    [PRINT]: { gridTemplateColumns: '2fr 1.5fr 1fr' },
  },
});

export const field = style({ display: 'flex', alignItems: 'flex-end', gap: space.xs, fontWeight: 600 });

export const blank = style({
  flex: 1,
  margin: 0,
  minHeight: '1.5rem',
  borderBottom: `1px solid ${color.borderStrong}`,
});

export const section = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: space.lg,
  breakInside: 'avoid-page',
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr', gap: space.sm }, [PRINT]: { gap: space.sm } },
});

export const letter = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: radius.md,
  background: color.text,
  color: color.surface,
  fontSize: '1.5rem',
  fontWeight: 700,
  '@media': {
    [PRINT]: {
      width: '2rem',
      height: '2rem',
      fontSize: '14pt',
      background: 'none',
      color: 'CanvasText',
      border: '2px solid CanvasText',
    },
  },
});

export const body = style({
  display: 'grid',
  gap: space.md,
  minWidth: 0,
  '@media': { [PRINT]: { gap: space.xs } },
});

export const sectionTitle = style({ fontSize: '1.375rem', '@media': { [PRINT]: { fontSize: '13pt' } } });

export const focus = style({ fontWeight: 450, color: color.textMuted });

export const note = style({ color: color.textMuted });

export const prompts = style({ display: 'grid', gap: space.md, padding: 0, margin: 0, listStyle: 'none' });

export const prompt = style({
  selectors: {
    '&::after': {
      content: '""',
      display: 'block',
      height: '2rem',
      borderBottom: `1px dashed ${color.borderStrong}`,
    },
  },
});

export const checks = style({ display: 'grid', gap: space.xs, padding: 0, margin: 0, listStyle: 'none' });

export const check = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: space.sm,
  selectors: {
    '&::before': {
      content: '""',
      flexShrink: 0,
      width: '1rem',
      height: '1rem',
      border: `1.5px solid ${color.text}`,
      borderRadius: '0.2rem',
      transform: 'translateY(0.15rem)',
    },
  },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '0.9375rem' });

export const caption = style({
  textAlign: 'start',
  paddingBottom: space.xs,
  color: color.textMuted,
  captionSide: 'top',
});

const cellBase = {
  padding: `${space.xs} ${space.sm}`,
  border: `1px solid ${color.borderStrong}`,
  textAlign: 'start',
  verticalAlign: 'top',
} as const;

export const headCell = style({ ...cellBase, background: color.surfaceSunken, fontWeight: 600 });

export const rowHead = style({ ...cellBase, fontWeight: 500 });

export const cell = style({ ...cellBase, height: '2.5rem' });

export const footer = style({
  paddingTop: space.md,
  borderTop: `1px solid ${color.border}`,
  fontSize: '0.875rem',
  color: color.textMuted,
});
