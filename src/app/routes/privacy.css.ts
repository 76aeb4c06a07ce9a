import { globalStyle, style } from '@vanilla-extract/css';
import { raisedPanel } from '@/styles/patterns.css';
import { layout, space } from '@/styles/theme.css';

export const prose = style({
  display: 'grid',
  gap: space.xxl,
  maxWidth: `calc(${layout.proseWidth} + 2 * ${space.gutter})`,
});

globalStyle(`${prose} section`, { display: 'grid', gap: space.md });
globalStyle(`${prose} h2`, { fontSize: '1.5rem' });
globalStyle(`${prose} ul`, { display: 'grid', gap: space.sm, paddingInlineStart: '1.25rem' });

export const choice = style([
  raisedPanel,
  {
    padding: space.lg,
  },
]);
