import { style } from '@vanilla-extract/css';

export const placeholder = style({ minHeight: '70vh' });
