import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { Slot } from '@/definitions/booking-availability';
import { loadPocketBase } from '@/lib/pocketbase/sdk';
import { BOOKING_SLOTS_TOPIC } from '@/definitions/booking';
import { fetchFreeSlots } from './booking-slots';

interface SlotsState {
  /** Null until the server first answers: the page keeps the list it was served with. */
  slots: Slot[] | null;
  /** The time chosen in the served list before the live one took its place. */
  servedChoice: string;
  /** The last ask found no connection. */
  offline: boolean;
}

export interface LiveSlots extends SlotsState {
  /** Asks for the free slots again (after a refusal, say). */
  refresh: () => void;
}

/**
 * The free slots, kept live: asked for once the island is live, and again
 * whenever the server says over PocketBase realtime that a slot was taken
 * or freed, or the connection comes back. `served` holds the list the page
 * was served with, whose choice carries over.
 */
export function useLiveSlots(served: RefObject<HTMLElement | null>): LiveSlots {
  const [live, setLive] = useState<SlotsState>({ slots: null, servedChoice: '', offline: false });
  const [asked, setAsked] = useState(0);
  const refresh = useCallback(() => setAsked((count) => count + 1), []);

  useEffect(() => {
    let stopped = false;
    fetchFreeSlots()
      .then((fresh) => {
        if (stopped) return;
        const checked = served.current?.querySelector<HTMLInputElement>('input[name="slot"]:checked');
        setLive((last) => ({
          slots: fresh,
          servedChoice: last.slots ? last.servedChoice : (checked?.value ?? ''),
          offline: false,
        }));
      })
      .catch(() => {
        // Offline or the server away: the slots shown stay until it answers.
        if (!stopped) setLive((last) => ({ ...last, offline: true }));
      });
    return () => {
      stopped = true;
    };
  }, [asked, served]);

  useEffect(() => {
    let stopped = false;
    let unsubscribe: (() => Promise<void>) | undefined;

    window.addEventListener('online', refresh);
    void loadPocketBase()
      .then(async (pb) => {
        const stopSlots = await pb.realtime.subscribe(BOOKING_SLOTS_TOPIC, refresh);
        const stopConnect = await pb.realtime.subscribe('PB_CONNECT', refresh);
        unsubscribe = async () => {
          await stopSlots();
          await stopConnect();
        };
        if (stopped) void unsubscribe();
      })
      .catch(() => {
        // Without realtime the list still refreshes when the connection returns.
      });
    return () => {
      stopped = true;
      window.removeEventListener('online', refresh);
      void unsubscribe?.();
    };
  }, [refresh]);

  return { ...live, refresh };
}
