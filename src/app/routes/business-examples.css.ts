import { style } from '@vanilla-extract/css';
import { space } from '@/styles/theme.css';

export const back = style({ justifySelf: 'start', marginInlineStart: `calc(-1 * ${space.sm})` });

export const page = style({ display: 'grid', gap: space.xxl, paddingBottom: space.xxxl });
