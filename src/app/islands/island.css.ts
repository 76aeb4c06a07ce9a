import { style } from '@vanilla-extract/css';

/** An island's box: its content lays out as if the box were not there. */
export const island = style({ display: 'contents' });
