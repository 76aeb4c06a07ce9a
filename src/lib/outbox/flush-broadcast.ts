import { OUTBOX_CHANGED_CHANNEL } from '@/lib/pwa/messages';

/** What a flush took out of the outbox, as every tab hears it. */
export interface Flushed {
  /** The visitors' messages (not analytics) it delivered, and those PocketBase refused. */
  delivered: string[];
  refused: string[];
}

const supported = () => typeof BroadcastChannel !== 'undefined';

/**
 * Tells the open tabs, the flusher's own included, that a flush took items
 * out of the outbox, and which messages went. A BroadcastChannel,
 * since the flusher may be another tab or the worker, and a new channel each
 * time: a channel never hears its own messages, and the flusher's own page
 * must hear this one too.
 */
export function broadcastFlushed(flushed: Flushed): void {
  if (!supported()) return;
  const channel = new BroadcastChannel(OUTBOX_CHANGED_CHANNEL);
  channel.postMessage(flushed);
  channel.close();
}

/** Calls `listener` when a tab or the worker has taken items out of the outbox. */
export function onFlushed(listener: (flushed: Flushed) => void): () => void {
  if (!supported()) return () => {};
  const channel = new BroadcastChannel(OUTBOX_CHANGED_CHANNEL);
  // A tab still running the previous version of the site says nothing of which messages went.
  const ids = (list: unknown) => (Array.isArray(list) ? (list as string[]) : []);
  channel.onmessage = ({ data }: MessageEvent<Partial<Flushed> | null>) =>
    listener({ delivered: ids(data?.delivered), refused: ids(data?.refused) });
  return () => channel.close();
}
