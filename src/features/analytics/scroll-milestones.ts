/** Scroll depth events at 25, 50, 75 and 100 percent. */
export const SCROLL_MILESTONES = [25, 50, 75, 100] as const;

/** How far down the page the reader has seen, 0–100. */
export function scrollPercent(scrollY: number, viewportHeight: number, pageHeight: number): number {
  if (pageHeight <= viewportHeight) return 100;
  return Math.min(100, Math.max(0, Math.round(((scrollY + viewportHeight) / pageHeight) * 100)));
}

/** The milestones now passed that were not reported yet, in order. */
export function newMilestones(percent: number, reported: ReadonlySet<number>): number[] {
  return SCROLL_MILESTONES.filter((milestone) => percent >= milestone && !reported.has(milestone));
}
