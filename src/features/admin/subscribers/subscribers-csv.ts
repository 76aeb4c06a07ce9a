import { csvText, saveCsv, ukDate, ukDateTime } from '@/lib/csv';
import { sourceLabel, type Subscriber } from './subscriber';

/** A PocketBase time ("2026-11-23 16:35:20.123Z") in UK time; empty when unset. */
const ukTime = (time: string) => (time ? ukDateTime(new Date(time.replace(' ', 'T'))) : '');

/** The confirmed subscribers as CSV: the mailing list, with when and where each one consented. */
export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  return csvText([
    ['Email', 'Name', 'Source', 'Signed up', 'Confirmed'],
    ...subscribers.map((subscriber) => [
      subscriber.email,
      subscriber.fullName,
      sourceLabel(subscriber.source),
      ukTime(subscriber.created),
      ukTime(subscriber.confirmedAt),
    ]),
  ]);
}

/** The file's name carries the UK date it was saved on. */
export function subscribersCsvFileName(savedAt: Date = new Date()): string {
  return `subscribers-confirmed-${ukDate(savedAt)}.csv`;
}

export function downloadSubscribersCsv(subscribers: readonly Subscriber[]): void {
  saveCsv(subscribersCsv(subscribers), subscribersCsvFileName());
}
