import { useCallback, useEffect, useState } from 'react';
import type { RefusedItem } from '@/lib/outbox/outbox-db';
import { onFlushed } from '@/lib/outbox/change-signals';
import { clearMarksOfWhatIsGone, outboxHasRefused } from '@/lib/outbox/work-marks';

const outbox = () => Promise.all([import('@/lib/outbox/outbox-db'), import('@/lib/outbox/refused')]);

/**
 * The messages the server refused after they were queued, kept on this
 * device until the visitor edits or discards them. The outbox's code loads
 * only where there are some. Lists again when a tab or the worker changes
 * the outbox, and leaves out `restoring`, the one the form is taking back.
 */
export function useUnsentMessages(restoring: string | undefined) {
  const [items, setItems] = useState<RefusedItem[]>([]);

  const reload = useCallback(async () => {
    if (!(await outboxHasRefused())) return setItems([]);
    const [{ outboxDb }, { listRefused }] = await outbox();
    const kept = await listRefused(outboxDb());
    setItems(kept);
    // None left (discarded, or taken back in another tab): later visits need not look.
    if (kept.length === 0) await clearMarksOfWhatIsGone(outboxDb());
  }, []);

  useEffect(() => {
    const load = () =>
      void reload().catch((error: unknown) => console.error('Could not read the outbox', error));
    load();
    return onFlushed(load);
  }, [reload]);

  const discard = useCallback(
    async (id: string) => {
      const [{ outboxDb }, { takeRefused }] = await outbox();
      await takeRefused(outboxDb(), id);
      await reload();
    },
    [reload],
  );

  return { items: items.filter((item) => item.id !== restoring), discard };
}
