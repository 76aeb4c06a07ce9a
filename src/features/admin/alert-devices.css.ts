import { style } from '@vanilla-extract/css';
import { plainList } from '@/styles/patterns.css';
import { color, space } from '@/styles/theme.css';

export const devices = style({ display: 'grid', gap: space.xxs });

export const title = style({ margin: 0, fontSize: '0.875rem', fontWeight: 650 });

export const list = style([plainList, { display: 'grid', gap: space.xxs }]);

export const device = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  fontSize: '0.875rem',
});

export const name = style({ fontWeight: 600 });

export const since = style({ color: color.textMuted });

export const here = style({ color: color.textMuted, whiteSpace: 'nowrap' });
