import { serviceCards } from '@/content/service-cards';
import { enquiryTime } from './enquiry';

const TOPICS: Record<string, string> = {
  enquiry: 'Enquiry',
  waitlist: 'Waitlist',
  discovery_call: 'Discovery call',
};

/** The service's name, or a plain word when the visitor chose none. */
export function serviceLabel(service: string): string {
  if (!service) return 'Not chosen';
  return serviceCards.find((card) => card.id === service)?.title ?? service;
}

/** What the enquiry asks for; none recorded means a plain enquiry. */
export function topicLabel(topic: string): string {
  return TOPICS[topic] ?? 'Enquiry';
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
