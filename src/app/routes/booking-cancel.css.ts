import { style } from '@vanilla-extract/css';
import { space } from '@/styles/theme.css';

export const form = style({ display: 'grid', gap: space.md, justifyItems: 'start' });
