import { OUTBOX_CHANGED_CHANNEL } from '@/lib/pwa/messages';

const supported = () => typeof BroadcastChannel !== 'undefined';

/**
 * Tells the open tabs, the flusher's own included, that a flush took items
 * out of the outbox. A BroadcastChannel, since the flusher may be another
 * tab or the worker, and a new channel each time: a channel never hears its
 * own messages, and the flusher's own page must hear this one too.
 */
export function broadcastFlushed(): void {
  if (!supported()) return;
  const channel = new BroadcastChannel(OUTBOX_CHANGED_CHANNEL);
  channel.postMessage(null);
  channel.close();
}

/** Calls `listener` when a tab or the worker has taken items out of the outbox. */
export function onFlushed(listener: () => void): () => void {
  if (!supported()) return () => {};
  const channel = new BroadcastChannel(OUTBOX_CHANGED_CHANNEL);
  channel.onmessage = listener;
  return () => channel.close();
}
