import { csvText, saveCsv, ukDate } from '@/lib/csv';
import { sourceLabel, type Subscriber } from './subscriber';

const isoTime = (time: string) => (time ? new Date(time.replace(' ', 'T')).toISOString() : '');

/** The confirmed subscribers as CSV: the mailing list, with when and where each one consented. */
export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  return csvText([
    ['Email', 'Name', 'Source', 'Signed up', 'Confirmed'],
    ...subscribers.map((subscriber) => [
      subscriber.email,
      subscriber.fullName,
      sourceLabel(subscriber.source),
      isoTime(subscriber.created),
      isoTime(subscriber.confirmedAt),
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
