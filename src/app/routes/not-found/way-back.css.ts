import { style } from '@vanilla-extract/css';
import { plainList } from '@/styles/patterns.css';
import { color, radius, space } from '@/styles/theme.css';

// Columns no wider than the page: the search field's own least width would otherwise widen them past a phone's screen.
const oneColumn = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' } as const;

export const wayBack = style({ ...oneColumn, gap: space.lg, width: '100%', maxWidth: '36rem' });

export const search = style({ ...oneColumn, gap: space.xs });

export const label = style({ fontWeight: 600 });

export const row = style({ display: 'flex', gap: space.sm });

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: '2.75rem',
  paddingInline: space.md,
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.md,
  background: color.surfaceRaised,
  color: color.text,
  font: 'inherit',
});

export const sections = style([plainList, { display: 'flex', flexWrap: 'wrap', gap: space.sm }]);
