import type { StoredRecord } from '@/lib/pocketbase/record-fields';

export type SubscriberStatus = 'pending' | 'subscribed' | 'unsubscribed';

/** A newsletter subscription as the admin sees it. Times are PocketBase's; empty when unset. */
export interface Subscriber {
  id: string;
  email: string;
  fullName: string;
  source: string;
  status: SubscriberStatus;
  created: string;
  confirmedAt: string;
  unsubscribedAt: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function statusOf(value: unknown): SubscriberStatus {
  return value === 'subscribed' || value === 'unsubscribed' ? value : 'pending';
}

/** Reads a subscription from a PocketBase record, by the names the contract gives its fields. */
export function toSubscriber(record: StoredRecord<'newsletter_subscriptions'>): Subscriber {
  return {
    id: record.id,
    email: text(record.email),
    fullName: text(record.full_name),
    source: text(record.source),
    status: statusOf(record.status),
    created: text(record.created),
    confirmedAt: text(record.confirmed_at),
    unsubscribedAt: text(record.unsubscribed_at),
  };
}

const STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: 'Pending',
  subscribed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};

/** Pending until the address's owner confirms; confirmed while subscribed; then unsubscribed. */
export function statusLabel(status: SubscriberStatus): string {
  return STATUS_LABELS[status];
}

const SOURCE_LABELS: Record<string, string> = {
  website: 'Website',
  popup: 'Pop-up',
  journal: 'Journal',
  footer: 'Footer',
};

/** Where the visitor subscribed. */
export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? 'Not recorded';
}
