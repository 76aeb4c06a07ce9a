import { SERVICES, TOPICS, nameOf } from './services';

/**
 * What a push tells the admin's devices of a new enquiry, shown by the
 * service worker as it comes: the server writes it, the worker reads it.
 */
export interface EnquiryAlert {
  title: string;
  body: string;
  /** One notification per enquiry: a second word of it replaces the first. */
  tag: string;
  /** The enquiry alone in the admin's inbox. */
  url: string;
}

export const ENQUIRY_ALERT_TITLE = 'New Enquiry Received!';

/** An enquiry's alert: who sent it, what they ask for and about which service. */
export function enquiryAlert(enquiry: {
  id: string;
  name: string;
  topic: string;
  service: string;
}): EnquiryAlert {
  const topic = nameOf(TOPICS, enquiry.topic || 'enquiry');
  const service = enquiry.service ? nameOf(SERVICES, enquiry.service) : 'No service chosen';
  return {
    title: ENQUIRY_ALERT_TITLE,
    body: `${enquiry.name} · ${topic} · ${service}`,
    tag: `enquiry-${enquiry.id}`,
    url: `/admin/enquiries?enquiry=${enquiry.id}`,
  };
}
