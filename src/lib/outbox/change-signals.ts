import { OUTBOX_CHANGED_CHANNEL } from '@/lib/pwa/messages';

/**
 * How the outbox's changes are heard, so that nobody polls it. Two signals:
 * - written here: this page stored an item (heard in this page only; the
 *   page's delivery starts for it, and islands that tell of waiting messages wake);
 * - flushed: a flush, by any tab or the worker, took items out, naming the
 *   messages that went (heard by every tab, the flusher's own included).
 */

const writtenHere = new Set<() => void>();

/** Calls `listener` whenever this page puts an item in the outbox; returns a function that stops it. */
export function onWrittenHere(listener: () => void): () => void {
  writtenHere.add(listener);
  return () => writtenHere.delete(listener);
}

/** Said by the page's writers once an item is stored, so the page's delivery starts if it has not. */
export function tellWrittenHere(): void {
  writtenHere.forEach((listener) => listener());
}

/** What a flush took out of the outbox, as every tab hears it. */
export interface Flushed {
  /** The visitors' messages (not analytics) it delivered, and those PocketBase refused. */
  delivered: string[];
  refused: string[];
}

const hasChannels = () => typeof BroadcastChannel !== 'undefined';

/**
 * Said by the flush (flush.ts) on a BroadcastChannel, since the flusher may
 * be another tab or the worker; on a new channel each time, since a channel
 * never hears its own messages and the flusher's own page must hear this.
 */
export function broadcastFlushed(flushed: Flushed): void {
  if (!hasChannels()) return;
  const channel = new BroadcastChannel(OUTBOX_CHANGED_CHANNEL);
  channel.postMessage(flushed);
  channel.close();
}

/** Calls `listener` when a tab or the worker has taken items out of the outbox. */
export function onFlushed(listener: (flushed: Flushed) => void): () => void {
  if (!hasChannels()) return () => {};
  const channel = new BroadcastChannel(OUTBOX_CHANGED_CHANNEL);
  // A tab still running the previous version of the site says nothing of which messages went.
  const ids = (list: unknown) => (Array.isArray(list) ? (list as string[]) : []);
  channel.onmessage = ({ data }: MessageEvent<Partial<Flushed> | null>) =>
    listener({ delivered: ids(data?.delivered), refused: ids(data?.refused) });
  return () => channel.close();
}
