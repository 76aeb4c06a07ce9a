import type { CDPSession } from '@playwright/test';

interface Range {
  startOffset: number;
  endOffset: number;
  count: number;
}

/** Bytes of a script inside functions that ran: each byte counts by the innermost function around it. */
function executedBytes(ranges: Range[]): number {
  const sorted = [...ranges].sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  const open: Range[] = [];
  let executed = 0;
  let cursor = 0;
  const advance = (to: number) => {
    if ((open.at(-1)?.count ?? 0) > 0) executed += to - cursor;
    cursor = to;
  };
  const closeUpTo = (offset: number) => {
    while (open.length && open.at(-1)!.endOffset <= offset) advance(open.pop()!.endOffset);
  };
  for (const range of sorted) {
    closeUpTo(range.startOffset);
    advance(range.startOffset);
    open.push(range);
  }
  closeUpTo(Number.POSITIVE_INFINITY);
  return executed;
}

/**
 * The page's JavaScript (its origin's files and inline scripts, uncompressed)
 * that V8 compiled and the part of it in functions that ran. V8's
 * best-effort coverage is read once at the end: precise coverage would have
 * to run through the whole visit and slows the very code being measured.
 * It may miss functions already garbage-collected, so "ran" is a floor.
 */
export async function executedScript(
  cdp: CDPSession,
  origin: string,
): Promise<{ parsed: number; ran: number }> {
  await cdp.send('Profiler.enable');
  const { result } = await cdp.send('Profiler.getBestEffortCoverage');
  let parsed = 0;
  let ran = 0;
  for (const script of result.filter((entry) => entry.url.startsWith(origin))) {
    const ranges = script.functions.flatMap((fn) => fn.ranges);
    parsed += Math.max(0, ...ranges.map((range) => range.endOffset));
    ran += executedBytes(ranges);
  }
  return { parsed, ran };
}
