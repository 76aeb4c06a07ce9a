import { useEffect, useState } from 'react';
import { loadPocketBase } from '@/lib/pocketbase/sdk';
import { authToken } from '@/lib/session/session-store';
import { fetchRealtimeVisitors } from './summary';
import { COLLECTIONS } from '@/lib/pocketbase/collections';

/** Visitors drop out of the five-minute window with no new event, so the count is also refreshed on a timer. */
const REFRESH_MS = 30_000;
/** Many events at once (a batch from an outbox) need one recount, not one each. */
const SETTLE_MS = 500;

/**
 * "Visitors in the last 5 minutes", kept live: every new analytics event
 * arrives over PocketBase realtime (the admin may subscribe to
 * user_analytics), and the count is asked for again when one does.
 */
export function useRealtimeVisitors(initial: number): number {
  const [visitors, setVisitors] = useState(initial);

  useEffect(() => {
    let stopped = false;
    let settleTimer: ReturnType<typeof setTimeout> | undefined;
    let unsubscribe: (() => Promise<void>) | undefined;

    const recount = async () => {
      const token = await authToken();
      if (!token || stopped) return;
      try {
        const count = await fetchRealtimeVisitors(token);
        if (!stopped) setVisitors(count);
      } catch (error) {
        console.error('Live visitors could not be counted', error);
      }
    };
    const recountSoon = () => {
      clearTimeout(settleTimer);
      settleTimer = setTimeout(() => void recount(), SETTLE_MS);
    };

    const timer = setInterval(() => void recount(), REFRESH_MS);
    void loadPocketBase()
      .then(async (pb) => {
        const stop = await pb.collection(COLLECTIONS.analytics.name).subscribe('*', (event) => {
          if (event.action === 'create') recountSoon();
        });
        // Events that arrived while connecting are counted too.
        const stopConnect = await pb.realtime.subscribe('PB_CONNECT', recountSoon);
        unsubscribe = async () => {
          await stop();
          await stopConnect();
        };
        if (stopped) void unsubscribe();
      })
      .catch((error: unknown) => console.error('Live visitors are not updating', error));

    return () => {
      stopped = true;
      clearInterval(timer);
      clearTimeout(settleTimer);
      void unsubscribe?.();
    };
  }, []);

  return visitors;
}
