import { SERVICES, TOPICS, nameOf } from '@/definitions/services';
import { enquiryTime, type Enquiry } from './enquiry';

/** The service's name, or a plain word when the visitor chose none. */
export function serviceLabel(service: string): string {
  if (!service) return 'Not chosen';
  return nameOf(SERVICES, service);
}

/** What the enquiry asks for; none recorded means a plain enquiry. */
export function topicLabel(topic: string): string {
  return TOPICS.find((known) => known.id === topic)?.name ?? 'Enquiry';
}

/** A received time the admin reads at a glance, in their own time zone unless one is given. */
export function formatReceived(time: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(enquiryTime(time));
}

/** The time as a machine-readable value for <time dateTime>. */
export function isoTime(time: string): string {
  return enquiryTime(time).toISOString();
}

/** Where an enquiry stands: filed as spam or archived, else handled, read or new. */
export function stateLabel(enquiry: Pick<Enquiry, 'filed' | 'handledAt' | 'readAt'>): string {
  if (enquiry.filed === 'spam') return 'Spam';
  if (enquiry.filed === 'archived') return 'Archived';
  if (enquiry.handledAt) return 'Handled';
  return enquiry.readAt ? 'Read' : 'New';
}
