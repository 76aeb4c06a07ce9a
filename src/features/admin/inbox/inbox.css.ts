import { style } from '@vanilla-extract/css';
import { cardSurface, plainList } from '@/styles/patterns.css';
import { color, radius, space } from '@/styles/theme.css';

export const inbox = style({ display: 'grid', gap: space.md, paddingBlockEnd: space.section });

export const status = style({ margin: 0, color: color.textMuted });

export const list = style([plainList, { display: 'grid', gap: space.md }]);

export const item = style([
  cardSurface,
  {
    gap: space.sm,
    padding: space.md,
    selectors: { '&[data-handled]': { background: color.surface } },
  },
]);

export const itemHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: space.xs,
});

export const itemName = style({ margin: 0, fontSize: '1.125rem', overflowWrap: 'anywhere' });

export const states = style({ display: 'flex', gap: space.xxs });

export const state = style({
  paddingInline: space.xs,
  borderRadius: radius.pill,
  border: `1px solid ${color.borderStrong}`,
  fontSize: '0.8125rem',
  fontWeight: 600,
});

export const handle = style({ justifySelf: 'start' });

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.md,
});

export const notice = style({ margin: 0, paddingBlockEnd: space.section });
