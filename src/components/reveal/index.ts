export { Reveal, type RevealProps } from './reveal';
export { revealDelay, REVEAL_MAX_DELAY_MS, REVEAL_STEP_MS } from './reveal-delay';
export { followReveals } from './reveal-on-scroll';
