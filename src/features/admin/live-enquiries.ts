import type PocketBase from 'pocketbase';
import type { RecordSubscription, UnsubscribeFunc } from 'pocketbase';
import { COLLECTIONS } from '@/lib/pocketbase/collections';
import { loadPocketBase } from '@/lib/pocketbase/sdk';
import { announceEnquiries } from './announce-enquiries';
import { toEnquiry } from './enquiry';
import { fetchUnread, type UnreadEnquiries } from './enquiry-api';
import { arrivedSince, newestOf } from './unread-enquiries';
import {
  addUnread,
  noteEnquiriesChanged,
  removeUnread,
  replaceUnread,
  resetUnread,
  setConnection,
} from './unread-store';

/** Retries of a first connection that failed (the SDK retries only after one succeeded). */
const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/** Fetches in a row when enquiries keep arriving during the fetch, before taking what came. */
const FETCH_ATTEMPTS = 3;

/**
 * The admin's live enquiries: a realtime subscription that prepends each new
 * one and announces it, and a fetch of what is unread whenever the
 * connection is (re)made, the network returns or the page is shown again, so
 * what arrived meanwhile appears once. Read state comes from the server, so
 * every tab and device agrees. Returns the function that stops it all.
 */
export function startLiveEnquiries(): () => void {
  let stopped = false;
  let pb: PocketBase | undefined;
  let unsubscribers: UnsubscribeFunc[] = [];
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retries = 0;
  let connecting = false;

  // What this page has already shown: announced once, never twice.
  const announced = new Set<string>();
  let newestSeen: string | null = null;
  let eventsSeen = 0;
  let fetching: Promise<void> | null = null;
  let fetchAgain = false;

  function apply(unread: UnreadEnquiries): void {
    const arrived = arrivedSince(unread.items, newestSeen, announced);
    unread.items.forEach((item) => announced.add(item.id));
    newestSeen = newestOf(newestSeen, unread.items);
    replaceUnread(unread);
    announceEnquiries(arrived);
    if (arrived.length > 0) noteEnquiriesChanged();
  }

  async function fetchOnce(client: PocketBase): Promise<void> {
    for (let attempt = 1; attempt <= FETCH_ATTEMPTS; attempt += 1) {
      fetchAgain = false;
      const eventsBefore = eventsSeen;
      let unread: UnreadEnquiries;
      try {
        unread = await fetchUnread(client);
      } catch {
        // Offline or refused: the next connection or 'online' fetches again.
        return;
      }
      if (stopped) return;
      // An event during the fetch may be missing from its answer: ask again.
      if (eventsSeen !== eventsBefore && attempt < FETCH_ATTEMPTS) continue;
      apply(unread);
      if (!fetchAgain) return;
    }
  }

  function catchUp(): void {
    if (!pb || stopped) return;
    if (fetching) {
      fetchAgain = true;
      return;
    }
    fetching = fetchOnce(pb).finally(() => {
      fetching = null;
    });
  }

  function onEvent(event: RecordSubscription): void {
    eventsSeen += 1;
    noteEnquiriesChanged();
    const enquiry = toEnquiry(event.record);
    if (event.action === 'create') {
      if (announced.has(enquiry.id)) return;
      announced.add(enquiry.id);
      newestSeen = newestOf(newestSeen, [enquiry]);
      if (addUnread(enquiry)) announceEnquiries([enquiry]);
    } else if (event.action === 'update' && enquiry.readAt) {
      removeUnread(enquiry.id);
    } else {
      // Made unread again or deleted: the server knows the count.
      if (event.action === 'delete') removeUnread(enquiry.id);
      catchUp();
    }
  }

  async function unsubscribeAll(): Promise<void> {
    const current = unsubscribers;
    unsubscribers = [];
    await Promise.all(current.map((unsubscribe) => unsubscribe().catch(() => {})));
  }

  function scheduleRetry(): void {
    clearTimeout(retryTimer);
    const delay = RETRY_MS[Math.min(retries, RETRY_MS.length - 1)];
    retries += 1;
    retryTimer = setTimeout(() => void connect(), delay);
  }

  /** Subscribes afresh (a new connection, authorised with the current session), then catches up. */
  async function connect(): Promise<void> {
    if (stopped || connecting) return;
    connecting = true;
    clearTimeout(retryTimer);
    setConnection('connecting');
    try {
      const client = (pb ??= await loadPocketBase());
      await unsubscribeAll();
      client.realtime.onDisconnect = (active) => {
        if (active.length > 0 && !stopped) setConnection(navigator.onLine ? 'connecting' : 'offline');
      };
      unsubscribers.push(await client.collection(COLLECTIONS.enquiries.name).subscribe('*', onEvent));
      // Every later connection (after a drop, a sleep, a server restart) says
      // PB_CONNECT once its subscriptions are back: then fetch what was missed.
      unsubscribers.push(
        await client.realtime.subscribe('PB_CONNECT', () => {
          setConnection('live');
          catchUp();
        }),
      );
      retries = 0;
      if (stopped) {
        await unsubscribeAll();
        return;
      }
      setConnection('live');
      catchUp();
    } catch {
      await unsubscribeAll();
      if (stopped) return;
      // Offline, 'online' starts the next attempt.
      if (!navigator.onLine) return setConnection('offline');
      setConnection('connecting');
      scheduleRetry();
    } finally {
      connecting = false;
    }
  }

  // Offline, the connection is as good as gone (and one that looks open may
  // be dead, after a sleep): close it, and start a new one when the network
  // is back, which fetches what arrived meanwhile.
  const onOffline = () => {
    clearTimeout(retryTimer);
    setConnection('offline');
    void unsubscribeAll();
  };
  const onOnline = () => void connect();
  const onVisible = () => {
    if (document.visibilityState !== 'visible' || !navigator.onLine) return;
    if (pb?.realtime.isConnected) catchUp();
    else void connect();
  };
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  void connect();

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    if (pb) pb.realtime.onDisconnect = undefined;
    void unsubscribeAll();
    resetUnread();
  };
}
