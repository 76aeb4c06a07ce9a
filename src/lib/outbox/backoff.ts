/** First retry after about 2 s, doubling each time, never more than 5 minutes apart. */
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 5 * 60_000;

/**
 * The wait before retry number `attempt` (1 for the first retry): exponential
 * with "equal jitter" (half fixed, half random), so many visitors coming back
 * online at once do not all retry in the same second.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const exponential = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + (exponential / 2) * random());
}
