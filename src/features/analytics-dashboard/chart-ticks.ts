/** Room one x-axis label needs, in CSS pixels ("30 Nov" at the chart's font). */
const LABEL_WIDTH = 64;

/**
 * The x-axis labels' positions: bucket starts only (a day is never split
 * into two labels of the same date), every nth of them so the labels fit
 * the chart's width, the newest always labelled.
 */
export function bucketTicks(starts: readonly number[], width: number): number[] {
  if (starts.length === 0) return [];
  const fit = Math.max(1, Math.floor(width / LABEL_WIDTH));
  const step = Math.max(1, Math.ceil(starts.length / fit));
  const last = starts.length - 1;
  return starts.filter((_start, index) => (last - index) % step === 0);
}
