import { globalStyle, style } from '@vanilla-extract/css';

export const reveal = style({});

// Hidden only once a script has found the element below the fold: without
// JavaScript, before the page's script runs, in print and for people who
// prefer reduced motion, everything is simply there.
globalStyle(`${reveal}[data-revealed="false"]`, {
  '@media': {
    'screen and (prefers-reduced-motion: no-preference)': {
      opacity: 0,
      transform: 'translateY(1.5rem)',
    },
  },
});

globalStyle(`${reveal}[data-revealed="true"]`, {
  transition: 'opacity 600ms ease-out, transform 600ms cubic-bezier(0.2, 0.7, 0.2, 1)',
});
