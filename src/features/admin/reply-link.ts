import type { Enquiry } from './enquiry';
import { formatReceived } from './enquiry-labels';

export const REPLY_SUBJECT = 'Re: your enquiry to Clear North';

/**
 * Some mail programs drop a mailto: address longer than about 2,000
 * characters; a long message is quoted in part, which says so.
 */
const MAX_QUOTED = 1_200;

/** The visitor's message as a reply quotes it: each line marked, a long one cut. */
export function quoted(enquiry: Enquiry, timeZone?: string): string {
  const text =
    enquiry.message.length > MAX_QUOTED ? `${enquiry.message.slice(0, MAX_QUOTED)}…` : enquiry.message;
  const lines = text.split(/\r?\n/).map((line) => `> ${line}`);
  return [`On ${formatReceived(enquiry.created, timeZone)}, ${enquiry.name} wrote:`, ...lines].join('\n');
}

/**
 * A mailto: link that opens a reply to the visitor in the admin's own mail
 * program: their address, the subject, and their message quoted below a
 * space to write in.
 */
export function replyHref(enquiry: Enquiry, timeZone?: string): string {
  const body = `\n\n${quoted(enquiry, timeZone)}\n`;
  return `mailto:${encodeURIComponent(enquiry.email)}?subject=${encodeURIComponent(REPLY_SUBJECT)}&body=${encodeURIComponent(body)}`;
}
