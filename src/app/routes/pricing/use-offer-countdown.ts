import { useCallback, useSyncExternalStore } from 'react';
import { formatRemaining, timeRemaining } from '@/lib/countdown';

/** Spec §9: the countdown is recalculated every 60 seconds. */
const RECALCULATE_MS = 60_000;

function subscribe(onChange: () => void): () => void {
  const timer = window.setInterval(onChange, RECALCULATE_MS);
  return () => window.clearInterval(timer);
}

/**
 * Time left until the offer ends, e.g. '2d 5h 17m'; 'ended' once it has;
 * null on the server and while hydrating, since the prerendered page cannot
 * know the clock. A string, so React sees no change until the shown minute does.
 */
export function useOfferCountdown(endsAt: Date): string | null {
  const remainingNow = useCallback(() => {
    const now = new Date();
    return now >= endsAt ? 'ended' : formatRemaining(timeRemaining(now, endsAt));
  }, [endsAt]);
  return useSyncExternalStore(subscribe, remainingNow, () => null);
}
