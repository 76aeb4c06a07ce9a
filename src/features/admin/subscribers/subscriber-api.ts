import type PocketBase from 'pocketbase';
import { COLLECTIONS } from '@/lib/pocketbase/collections';
import { toSubscriber, type Subscriber, type SubscriberStatus } from './subscriber';
import { SUBSCRIBER_PAGE_SIZE, type SubscriberLocation } from './subscriber-query';

const COLLECTION = COLLECTIONS.newsletterSubscriptions.name;

export type SubscriberCounts = Record<SubscriberStatus, number>;

export interface SubscriberPage {
  items: Subscriber[];
  page: number;
  totalPages: number;
  totalItems: number;
  counts: SubscriberCounts;
}

/** The filter for a view: its state, and the search in address and name, quoted by pb.filter. */
export function subscriberFilter(
  pb: Pick<PocketBase, 'filter'>,
  { view, search }: SubscriberLocation,
): string {
  return [
    view === 'all' ? '' : pb.filter('status = {:status}', { status: view }),
    search ? pb.filter('(email ~ {:q} || full_name ~ {:q})', { q: search }) : '',
  ]
    .filter(Boolean)
    .join(' && ');
}

async function countOf(pb: PocketBase, status: SubscriberStatus): Promise<number> {
  const result = await pb.collection(COLLECTION).getList(1, 1, {
    filter: pb.filter('status = {:status}', { status }),
    fields: 'id',
  });
  return result.totalItems;
}

/** One page of the subscribers a view asks for, newest first, with the count in each state. */
export async function fetchSubscriberPage(
  pb: PocketBase,
  location: SubscriberLocation,
): Promise<SubscriberPage> {
  const filter = subscriberFilter(pb, location);
  const [result, pending, subscribed, unsubscribed] = await Promise.all([
    pb.collection(COLLECTION).getList(location.page, SUBSCRIBER_PAGE_SIZE, {
      sort: '-created,-id',
      ...(filter ? { filter } : {}),
    }),
    countOf(pb, 'pending'),
    countOf(pb, 'subscribed'),
    countOf(pb, 'unsubscribed'),
  ]);
  return {
    items: result.items.map(toSubscriber),
    page: result.page,
    totalPages: result.totalPages,
    totalItems: result.totalItems,
    counts: { pending, subscribed, unsubscribed },
  };
}

/**
 * Every subscriber a view shows, whatever its page, for the CSV: the
 * confirmed ones (the mailing list) oldest confirmation first, any other
 * view oldest sign-up first.
 */
export async function fetchAllInView(pb: PocketBase, location: SubscriberLocation): Promise<Subscriber[]> {
  const filter = subscriberFilter(pb, location);
  const records = await pb.collection(COLLECTION).getFullList({
    sort: location.view === 'subscribed' ? 'confirmed_at,created,id' : 'created,id',
    batch: 500,
    ...(filter ? { filter } : {}),
  });
  return records.map(toSubscriber);
}

/**
 * Erases a subscriber at their request: their subscription, and every mail
 * to their address the queue holds, on the server (pb_hooks/lib/subscriber-erasure.js).
 */
export async function eraseSubscriber(pb: PocketBase, id: string): Promise<void> {
  await pb.send(`/api/newsletter/subscribers/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
