import { style } from '@vanilla-extract/css';
import { raisedPanel } from '@/styles/patterns.css';
import { pillLabel } from './pill-label.css';
import { color, space } from '@/styles/theme.css';

export const badge = style([
  raisedPanel,
  {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${space.xs} ${space.md}`,
    justifySelf: 'start',
    padding: `${space.xs} ${space.md} ${space.xs} ${space.xs}`,
    fontSize: '0.9375rem',
  },
]);

export const label = pillLabel;

export const offer = style({ fontWeight: 600 });

export const ends = style({ color: color.textMuted });

export const time = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 600, color: color.text });
