import { findPackage } from '@/content/package-choice';
import { findServiceCard } from '@/content/service-cards';
import type { ServiceId } from '@/definitions/services';

/** What the contact form is for; recorded as the enquiry's topic. */
export type ContactMode = 'enquiry' | 'waitlist' | 'discovery_call';

export interface ContactQuery {
  mode: ContactMode;
  /** The service the visitor came about (a service page's consultation link names it); unknown ids are ignored. */
  service?: ServiceId;
  /** The pricing package the visitor came from (its id and name); unknown ids are ignored. */
  chosenPackage?: { id: string; name: string };
  /** The outbox id of a refused message to put back in the form. */
  restore?: string;
  /** Text the message starts with (the assistant hands over a question this way). */
  message?: string;
}

/** Longer pre-filled text is cut: it came in a URL, and the visitor can add more. */
const MAX_PREFILLED_MESSAGE = 1000;

/**
 * Reads the contact page's query string. Waitlist mode is on only
 * when `waitlist` equals 'true'; it wins over `call=true` (book a call).
 */
export function parseContactQuery(search: string): ContactQuery {
  const query = new URLSearchParams(search);
  const service = findServiceCard(query.get('service') ?? '')?.id;
  const mode: ContactMode =
    query.get('waitlist') === 'true'
      ? 'waitlist'
      : query.get('call') === 'true'
        ? 'discovery_call'
        : 'enquiry';
  const packageParam = query.get('package') ?? '';
  const packageName = findPackage(packageParam)?.name;
  const restore = query.get('restore') ?? '';
  const message = (query.get('message') ?? '').trim().slice(0, MAX_PREFILLED_MESSAGE);
  return {
    mode,
    ...(service ? { service } : {}),
    ...(packageName ? { chosenPackage: { id: packageParam, name: packageName } } : {}),
    ...(restore ? { restore } : {}),
    ...(message ? { message } : {}),
  };
}
