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

/**
 * Takes no room until there is something to say, yet stays a live region
 * (not display:none), so what it says is announced.
 */
export const notice = style({
  margin: 0,
  selectors: {
    '&:empty': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
  },
});
