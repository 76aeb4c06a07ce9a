import { style } from '@vanilla-extract/css';
import { space } from '@/styles/theme.css';

export const ways = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, marginBlockEnd: space.xxl });
