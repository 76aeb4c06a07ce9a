import { style } from '@vanilla-extract/css';
import { color } from '@/styles/theme.css';

export const lead = style({ color: color.textMuted });
