import { useSyncExternalStore } from 'react';
import { formatRemaining, timeRemaining } from '@/lib/countdown';

/** Spec §9: the countdown is recalculated every 60 seconds. */
const RECALCULATE_MS = 60_000;

function subscribe(onChange: () => void): () => void {
  const timer = window.setInterval(onChange, RECALCULATE_MS);
  return () => window.clearInterval(timer);
}

/** A string, so React sees no change until the shown minute does. */
const remainingNow = () => formatRemaining(timeRemaining(new Date()));

/**
 * Time left until the end of this week, e.g. '2d 5h 17m'; null on the server
 * and while hydrating, since the prerendered page cannot know the clock.
 */
export function useWeekCountdown(): string | null {
  return useSyncExternalStore(subscribe, remainingNow, () => null);
}
