import { OUTBOX_CHANGED_CHANNEL } from '@/lib/pwa/messages';

const supported = () => typeof BroadcastChannel !== 'undefined';

/** Tells the open tabs, the sender's included, that items left the outbox. */
export function announceOutboxChanged(): void {
  if (!supported()) return;
  const channel = new BroadcastChannel(OUTBOX_CHANGED_CHANNEL);
  channel.postMessage(null);
  channel.close();
}

/** Calls `listener` when a tab or the worker has taken items out of the outbox. */
export function onOutboxChanged(listener: () => void): () => void {
  if (!supported()) return () => {};
  const channel = new BroadcastChannel(OUTBOX_CHANGED_CHANNEL);
  channel.onmessage = listener;
  return () => channel.close();
}
