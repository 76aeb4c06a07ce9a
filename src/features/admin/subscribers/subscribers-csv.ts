import { csvText, saveCsv, ukDate, ukDateTime } from '@/lib/csv';
import { sourceLabel, statusLabel, type Subscriber } from './subscriber';
import type { SubscriberView } from './subscriber-query';

/** A PocketBase time ("2026-11-23 16:35:20.123Z") in UK time; empty when unset. */
const ukTime = (time: string) => (time ? ukDateTime(new Date(time.replace(' ', 'T'))) : '');

/** Subscribers as CSV, with their state and when and where each one consented (and withdrew). */
export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  return csvText([
    ['Email', 'Name', 'State', 'Source', 'Signed up', 'Confirmed', 'Unsubscribed'],
    ...subscribers.map((subscriber) => [
      subscriber.email,
      subscriber.fullName,
      statusLabel(subscriber.status),
      sourceLabel(subscriber.source),
      ukTime(subscriber.created),
      ukTime(subscriber.confirmedAt),
      ukTime(subscriber.unsubscribedAt),
    ]),
  ]);
}

const FILE_VIEWS: Record<SubscriberView, string> = {
  all: 'all',
  subscribed: 'confirmed',
  pending: 'pending',
  unsubscribed: 'unsubscribed',
};

/** The file's name says which view it holds and the UK date it was saved on. */
export function subscribersCsvFileName(view: SubscriberView, savedAt: Date = new Date()): string {
  return `subscribers-${FILE_VIEWS[view]}-${ukDate(savedAt)}.csv`;
}

export function downloadSubscribersCsv(view: SubscriberView, subscribers: readonly Subscriber[]): void {
  saveCsv(subscribersCsv(subscribers), subscribersCsvFileName(view));
}
