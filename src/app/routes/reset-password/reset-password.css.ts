import { style } from '@vanilla-extract/css';

export const body = style({ maxWidth: '30rem' });
