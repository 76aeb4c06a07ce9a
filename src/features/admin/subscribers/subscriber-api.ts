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

/** Every confirmed subscriber, oldest confirmation first: the mailing list. */
export async function fetchConfirmed(pb: PocketBase): Promise<Subscriber[]> {
  const records = await pb.collection(COLLECTION).getFullList({
    filter: 'status = "subscribed"',
    sort: 'confirmed_at,created,id',
    batch: 500,
  });
  return records.map(toSubscriber);
}
