import { style } from '@vanilla-extract/css';

/**
 * Off-screen rather than display:none, which some form-filling programs
 * skip; nobody sees it, and it takes no room.
 */
export const honeypot = style({
  position: 'absolute',
  insetInlineStart: '-10000px',
  insetBlockStart: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});
