import { onFlushed, type Flushed } from './flush-broadcast';

/**
 * Enquiries this tab told the visitor would be sent later ("Enquiry saved"),
 * and has not yet said were sent: the offline notice says so once they go.
 */
const expected = new Set<string>();
const listeners = new Set<(count: number) => void>();
let stopHearing: (() => void) | undefined;

/**
 * Whichever flusher takes an expected message out of the outbox (this tab,
 * another or the worker) names it on the outbox's channel. A delivered one
 * is said once here; a refused one has its own toast, so is only forgotten.
 */
function hear({ delivered, refused }: Flushed): void {
  const sent = delivered.filter((id) => expected.delete(id)).length;
  refused.forEach((id) => expected.delete(id));
  if (expected.size === 0) {
    stopHearing?.();
    stopHearing = undefined;
  }
  if (sent > 0) listeners.forEach((listener) => listener(sent));
}

/** Remembers a message the visitor was told is waiting, so its later delivery is said once. */
export function expectSentLater(id: string): void {
  expected.add(id);
  stopHearing ??= onFlushed(hear);
}

/** Calls `listener` with how many expected messages went out; returns a function that stops it. */
export function onSentLater(listener: (count: number) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
