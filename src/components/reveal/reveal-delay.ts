/** Staggered reveals, 100 ms per card. */
export const REVEAL_STEP_MS = 100;

/** The stagger stops growing at 600 ms, so a long list never keeps people waiting. */
export const REVEAL_MAX_DELAY_MS = 600;

/** How long the card at `index` waits before fading in: `index × step`, capped. */
export function revealDelay(index: number, step = REVEAL_STEP_MS, max = REVEAL_MAX_DELAY_MS): number {
  if (!Number.isFinite(index) || !Number.isFinite(step)) return 0;
  return Math.min(Math.max(0, Math.floor(index)) * Math.max(0, step), max);
}
