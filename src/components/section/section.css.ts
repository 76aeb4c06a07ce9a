import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '@/styles/media';
import { color, layout, space } from '@/styles/theme.css';

export const inner = recipe({
  base: {
    display: 'grid',
    gap: space.xxxl,
    paddingBlock: space.section,
    borderTop: `1px solid ${color.border}`,
    '@media': { [media.mobile]: { gap: space.xxl } },
  },
  variants: {
    border: {
      true: {},
      false: { borderTop: 'none' },
    },
  },
  defaultVariants: { border: true },
});

/** Split rows share one grid: a narrow column for labels, a wide one for content. */
export const splitColumns = 'minmax(0, 4fr) minmax(0, 8fr)';

export const main = recipe({
  base: {
    display: 'grid',
    gap: space.xxl,
    '@media': { [media.mobile]: { gap: space.xl } },
  },
  variants: {
    layout: {
      stacked: {},
      // The heading keeps a narrow column of its own beside the content, like a margin note.
      split: {
        '@media': { [media.desktop]: { gridTemplateColumns: splitColumns, alignItems: 'start' } },
      },
    },
  },
});

export const header = recipe({
  base: { display: 'grid', gap: space.lg, alignContent: 'start' },
  variants: {
    layout: {
      // An action sits at the far end of the heading's line.
      stacked: {
        '@media': {
          [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'end' },
        },
      },
      // The heading stays in view while its long content scrolls past.
      split: {
        '@media': {
          [media.desktop]: { position: 'sticky', top: `calc(${layout.headerHeightCompact} + ${space.xl})` },
        },
      },
    },
  },
});

export const heading = style({ display: 'grid', gap: space.md, maxWidth: layout.proseWidth });

/** The small capitals above a section's title; pages use them too wherever a label names what follows. */
export const eyebrow = style({
  fontSize: '0.8125rem',
  fontWeight: 600,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  color: color.textMuted,
});

export const title = style({
  fontSize: 'clamp(1.875rem, 4vw, 2.75rem)',
  letterSpacing: '-0.03em',
  lineHeight: 1.08,
  // A heading takes focus only from script, to carry the reading position; it is not a control.
  outline: 'none',
});

export const lead = style({ fontSize: '1.0625rem', color: color.textMuted });

export const action = style({ justifySelf: 'start' });

export const body = style({ minWidth: 0 });
